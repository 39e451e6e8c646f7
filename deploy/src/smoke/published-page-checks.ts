import { parseSiteData, recordsOf, team, type SiteData } from '@club/model';
import { fail, type Check, type Site } from './check.js';
import { openPage } from './page-checks.js';
import { described, isHtml, saying, type Answer } from './probe.js';

/**
 * The checks of the pages made at publish time (publish/): each address of the site is a file
 * of its own that holds what the page shows and what a link preview reads, before any script
 * runs; an address with no page is a real 404.
 */

const TEAM_PAGE = `/${team.name}`;
// No page of the site has this address, and it names no file: the CDN looks for a page.
const MISSING_PAGE = '/no-such-page';

/** Why a page may not be one made at publish time, and what to do. */
export const notPublished = (site: Site) =>
  site.https
    ? "The stage's publish function makes the pages after each deploy and each change: run npm run deploy again (it makes them, and says so or why not), or read the function's log (npx serverless logs --function publish --stage <stage>)."
    : "npm start makes the pages as it starts: is this the stack npm start runs, and did it print 'Published the pages'?";

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text as HTML carries it: its character references read, its spaces as one. */
const decoded = (html: string) =>
  html
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return String.fromCodePoint(code);
    })
    .replace(/\s+/g, ' ');

/** What a visitor reads on the page, without its scripts and its data for them. */
export const visibleText = (html: string) =>
  decoded(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]*>/g, ' '),
  );

/** The og:title the page's head declares, as a link preview reads it. */
export const openGraphTitle = (html: string) => {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi))
    if (/\bproperty\s*=\s*["']og:title["']/i.test(tag))
      return decoded(/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? '').trim();
  return undefined;
};

/** The site's content, if it loaded; what it does not, another check tells. */
const siteContent = async (site: Site): Promise<SiteData | undefined> => {
  try {
    const answer = await site.siteData();
    return answer.status === 200 ? parseSiteData(JSON.parse(answer.body)) : undefined;
  } catch {
    return undefined;
  }
};

const publishedPage: Check = {
  name: 'Published pages hold their content and their link preview (og:title)',
  async run(site) {
    const page = await openPage(site, TEAM_PAGE, `The page ${TEAM_PAGE}`);
    const title = openGraphTitle(page.body);
    if (!title)
      fail(
        `The page ${page.url} has no og:title in its head: it is the site's app, not the page made at publish time, so it shows nothing before its scripts have run, and link previews and search engines see an empty page. ${notPublished(site)}`,
      );
    if (!/<h1[\s>]/i.test(page.body))
      fail(
        `The page ${page.url} has no heading (h1): its content is not in its HTML. ${notPublished(site)}`,
      );
    const content = await siteContent(site);
    const name = (content && recordsOf(content, team)[0]?.name)?.replace(/\s+/g, ' ').trim();
    if (name && !visibleText(page.body).includes(name))
      fail(
        `The page ${page.url} does not show ${name}, the first of the ${team.labels.one}s the site's content holds: it is older than the content, so a publish after a change did not happen or failed. ${notPublished(site)}`,
      );
  },
};

const missingPageTrouble = (site: Site, answer: Answer) => {
  if (answer.status === 200)
    return `Every address gets a page, so search engines list made-up addresses and broken links go unnoticed: before the first publish every address gets the site's app. ${notPublished(site)}`;
  if (answer.status >= 500)
    return site.https
      ? "The API failed answering for it: the stage's log in CloudWatch (its api function) says why."
      : 'The API failed answering for it: the window running npm start says why.';
  if (answer.status === 404 && answer.body.includes('"Not Found"'))
    return "API Gateway has no route for the pages' fallback (GET /pages/{proxy+} in serverless.yml): run npm run deploy again.";
  if (/xml/.test(answer.headers.get('content-type') ?? ''))
    return site.https
      ? "The site bucket's own answer came back: CloudFront should ask the API when the bucket has no page (the site's origin group): run npm run deploy again."
      : 'The local gateway should ask the API when the bucket has no page: is this the stack npm start runs?';
  return `The API found no 404 page to answer with. ${notPublished(site)}${site.https ? ' The API reads it from the site bucket (pages/404.html): its role must allow that.' : ''}`;
};

const missingPage: Check = {
  name: "An address with no page answers 404 with the site's 404 page",
  async run(site) {
    const answer = await site.get(MISSING_PAGE);
    if (answer.status === 404 && isHtml(answer)) return;
    fail(
      `${answer.url} answered ${described(answer)} instead of the site's 404 page (404, text/html).${saying(answer)} ${missingPageTrouble(site, answer)}`,
    );
  },
};

export const PUBLISHED_PAGE_CHECKS: Check[] = [publishedPage, missingPage];
