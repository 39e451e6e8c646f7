import { team } from '@club/model';
import { CONSOLE_PREFIX } from '../edge/site-router.js';
import { fail, notChecked, type Check, type Site } from './check.js';
import { pageHeaderProblems } from './page-headers.js';
import { described, isHtml, saying, type Answer } from './probe.js';

/** The checks of the pages: they load, with their headers, over HTTPS, and page addresses route. */

const CONSOLE_HOME = `${CONSOLE_PREFIX}/`;
const MISSING_FILE = '/no-such-file.png';

const pageTrouble = (site: Site, { status, headers }: Answer) => {
  if (status >= 300 && status < 400)
    return `It sends visitors to ${headers.get('location') ?? 'another address'} instead of showing the page.`;
  if (status >= 500)
    return 'The server had a problem: try again in a minute; if it stays, deploy again.';
  return site.https
    ? "The site's files may not be in its bucket, or CloudFront may not read them: run npm run deploy again (it publishes them)."
    : 'Is this the stack npm start runs, and are the site and the console built (npm run build)?';
};

/** A page's answer, once it is a web page (200, text/html). */
export const openPage = async (site: Site, path: string, label: string) => {
  const answer = await site.get(path);
  if (answer.status !== 200)
    fail(
      `${label} (${answer.url}) answered ${described(answer)} instead of the page (200).${saying(answer)} ${pageTrouble(site, answer)}`,
    );
  if (!isHtml(answer))
    fail(
      `${label} (${answer.url}) answered ${described(answer)}, not a web page (text/html). ${site.https ? 'npm run deploy publishes the pages with their type: run it again.' : 'Is something else running on this port?'}`,
    );
  return answer;
};

const pageWithHeaders = (name: string, label: string, path: string): Check => ({
  name: `${name} opens, with its security headers`,
  async run(site) {
    const answer = await openPage(site, path, label);
    const problems = pageHeaderProblems(answer.headers, site);
    if (problems.length > 0)
      fail(
        `${label} came without the security headers the site's pages must have: ${problems.join('; ')}. Without them browsers protect visitors less (from injected scripts, framing by other sites, guessed file types). ${site.https ? "CloudFront adds them (the stage's response headers policy): run npm run deploy again." : 'The local gateway adds them: is this the stack npm start runs (npm run dev relaxes the policy)?'}`,
      );
  },
});

const REDIRECTS = [301, 302, 307, 308];

const toHttps: Check = {
  name: 'Addresses typed with http:// move to https://',
  async run(site) {
    if (!site.https) notChecked('not checked: this site is plain HTTP (the local stack).');
    const plain = `${site.origin.replace(/^https:/, 'http:')}/`;
    const answer = await site.probe(plain);
    const location = answer.headers.get('location') ?? '';
    const target = location ? new URL(location, plain) : undefined;
    if (
      REDIRECTS.includes(answer.status) &&
      target?.protocol === 'https:' &&
      target.host === new URL(site.origin).host
    )
      return;
    fail(
      `${plain} answered ${described(answer)}${location ? ` towards ${location}` : ''} instead of sending the visitor to ${site.origin}/. ${answer.status === 200 ? 'Visitors who type the address without https:// get the site unencrypted.' : 'Visitors who type the address without https:// do not reach the site.'} CloudFront should redirect them (its viewer protocol policy): run npm run deploy again.`,
    );
  },
};

export const routing = (site: Site) =>
  site.https
    ? "CloudFront's viewer-request function (the stage's SiteRouter) decides this: run npm run deploy again."
    : "The local gateway routes as the CDN's function does: is this the stack npm start runs?";

const samePage = async (site: Site, path: string, home: Answer, app: string) => {
  const page = await openPage(site, path, `The page ${path}`);
  if (page.body !== home.body)
    fail(
      `The page ${path} answered another document than ${home.url}: every address of ${app} should get its index.html, which then shows the page. ${routing(site)}`,
    );
};

// The site's own pages are each a file of their own (published-page-checks.ts).
const pageAddresses: Check = {
  name: "The console's addresses open the console; a missing file is a 404",
  async run(site) {
    const consoleHome = await openPage(site, CONSOLE_HOME, 'The console');
    await samePage(site, `${CONSOLE_PREFIX}/${team.name}/create`, consoleHome, 'the console');
    const missing = await site.get(MISSING_FILE);
    if (missing.status === 404) return;
    fail(
      `The missing file ${missing.url} answered ${described(missing)} instead of 404 (not found). ${
        missing.status === 200
          ? 'Every address gets a page, so a missing picture or script looks present and broken links go unnoticed. '
          : missing.status === 403 && site.https
            ? 'S3 answers 403 for a missing file when CloudFront may not list the site bucket (its bucket policy). '
            : ''
      }${routing(site)}`,
    );
  },
};

export const PAGE_CHECKS: Check[] = [
  pageWithHeaders('The home page', 'The home page', '/'),
  pageWithHeaders(`The admin console (${CONSOLE_HOME})`, 'The console', CONSOLE_HOME),
  toHttps,
  pageAddresses,
];
