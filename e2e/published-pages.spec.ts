import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  adminPath,
  API_ROOT,
  certificate,
  certificatePath,
  CLUB_NAME,
  event,
  fileUrl,
  PUBLISHED_SITE_DATA_PATH,
  recordPath,
  restPath,
  slider,
  subEvent,
  team,
} from '@club/model';
import { eventPath, PAGES, subEventPath } from '@club/web';
import { E2E_ADMIN } from './support/admin.js';
import { followRequests } from './support/network.js';
import { demoCodes, whenPublished } from './support/site.js';

/*
 * The public pages as they are published (publish/): each address is sent whole, with its
 * content and its head, by the site bucket; the browser takes the page over (hydrates) without
 * asking the API anything, and the next page reads the published data file.
 */

interface PublishedRoute {
  path: string;
  heading: string;
  /** Words of the page's own content (its records; on /contact, its form), not of the shell. */
  content: string;
  /** The tab title, before '| DIU Robotics Club'; none on the home page. */
  title?: string;
  description: string;
  /** Where the picture of its link previews is uploaded: its own, or the club's first slide. */
  picture: string;
}

const clubPicture = fileUrl(slider, '');
const carnival = {
  title: 'Robo Carnival 2025',
  description:
    'Our national robotics festival: two days of races, soccer bots and a project fair open to every university.',
};
const race = { header: 'Line Follower Race', eventName: carnival.title };
const [holder, , university, position, year] = demoCodes[0]!.split('_');

/** The eleven routes of spec §2, on the demo content. */
const ROUTES: PublishedRoute[] = [
  {
    path: PAGES.home.path,
    heading: PAGES.home.heading,
    content: 'Weekly hands-on sessions from soldering to ROS.',
    description: PAGES.home.description,
    picture: clubPicture,
  },
  {
    ...PAGES.about,
    content: 'DIU Robotics Club brings together students who love to build things',
    picture: clubPicture,
  },
  {
    ...PAGES.team,
    content: 'Leads the club and its national contest teams.',
    picture: clubPicture,
  },
  {
    ...PAGES.service,
    content: 'Microcontrollers, sensors and real-time control.',
    picture: clubPicture,
  },
  { ...PAGES.achievements, content: 'Innovation Award', picture: clubPicture },
  {
    ...PAGES.events,
    content: 'A hands-on weekend for beginners: blink an LED on Saturday',
    picture: clubPicture,
  },
  {
    path: eventPath(carnival.title),
    heading: carnival.title,
    content: 'Soccer Bot Cup',
    title: carnival.title,
    description: carnival.description,
    picture: fileUrl(event, ''),
  },
  {
    path: subEventPath(race),
    heading: race.header,
    content: 'Tracks include sharp turns, gaps and a ramp.',
    title: race.header,
    description: 'Build a robot that follows a black line as fast as it can.',
    picture: fileUrl(subEvent, ''),
  },
  { ...PAGES.testimonials, content: 'Dr. Sheikh Rahman', picture: clubPicture },
  { ...PAGES.contact, content: 'Send Message', picture: clubPicture },
  {
    path: certificatePath(demoCodes[0]!),
    heading: 'valid certificate',
    content: university!,
    title: `Certificate of ${holder}`,
    description: `${holder}: ${position}, ${carnival.title} ${year}. Valid in the club's records.`,
    picture: fileUrl(certificate, ''),
  },
];

const fullTitle = (title?: string) => (title ? `${title} | ${CLUB_NAME}` : CLUB_NAME);

/**
 * What an HTML document says, read by the browser's parser with nothing of the page run: what
 * a crawler, a link preview or a visitor without JavaScript gets.
 */
const readHtml = (page: Page, html: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const attribute = (selector: string, name: string) =>
      doc.querySelector(selector)?.getAttribute(name) ?? undefined;
    return {
      title: doc.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      ogTitle: attribute('meta[property="og:title"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
      robots: attribute('meta[name="robots"]', 'content'),
      headings: [...doc.querySelectorAll('#root h1')].map((h) => h.textContent?.trim()),
      text: doc.getElementById('root')?.textContent?.replace(/\s+/g, ' ') ?? '',
    };
  }, html);

/** The paths the page asks for from now on, and what it logs as an error or a warning. */
const watchVisit = (page: Page) => {
  const paths: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Chromium's own note that the document it was sent is a 404, which the 404 page is.
    const own404 =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (!own404) problems.push(`${message.type()}: ${message.text()}`);
  });
  return {
    paths,
    problems,
    apiCalls: () => paths.filter((p) => p.startsWith(`${API_ROOT}/`)),
  };
};

/**
 * Notes the first heading the HTML parser puts in the document, before any script runs: when
 * the browser takes the page over as it was sent, that element is the one still on screen. A
 * page React had to draw again (it differed from its HTML) has a heading of its own.
 */
const noteSentHeading = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as unknown as { __sentHeading: Element }).__sentHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

const keepsSentHeading = (page: Page) =>
  page.evaluate(() => {
    const sent = (window as unknown as { __sentHeading?: Element }).__sentHeading;
    return sent !== undefined && document.querySelector('h1') === sent;
  });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const route of ROUTES) {
  test(`${route.path} is sent whole, then taken over and left by a link without asking the API`, async ({
    page,
    club,
  }) => {
    const answer = await page.request.get(route.path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    const sent = await readHtml(page, await answer.text());
    expect(sent.headings).toEqual([route.heading]);
    expect(sent.text).toContain(route.content);
    expect(sent.title).toBe(fullTitle(route.title));
    expect(sent.description).toBe(route.description);
    expect(sent.canonical).toBe(new URL(route.path, club.url).href);
    expect(sent.ogTitle).toBe(sent.title);
    // Absolute, so a link preview elsewhere can fetch it; and it is there to fetch.
    const picture = new URL(route.picture, club.url).href;
    expect(sent.ogImage).toMatch(new RegExp(`^${escapeRegExp(picture)}[^/]+$`));
    const image = await page.request.get(sent.ogImage!);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    const visit = watchVisit(page);
    await noteSentHeading(page);
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    expect(visit.apiCalls()).toEqual([]);
    expect(visit.problems).toEqual([]);
    expect(await keepsSentHeading(page), 'the heading sent is the one on screen').toBe(true);

    // On to another page of the navbar: its records come from the published data file.
    const next = route.path === PAGES.about.path ? PAGES.team : PAGES.about;
    visit.paths.length = 0;
    const settled = followRequests(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: next.nav, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: next.heading })).toBeVisible();
    await expect(page).toHaveURL(new URL(next.path, club.url).href);
    await settled();
    expect(visit.paths).toContain(PUBLISHED_SITE_DATA_PATH);
    expect(visit.apiCalls()).toEqual([]);
    expect(visit.problems).toEqual([]);
  });
}

for (const [path, heading, way, wayLeadsTo] of [
  ['/nothing-here', 'Page not found', 'Back to home', PAGES.home],
  [certificatePath('NO-SUCH-CODE'), 'Certificate not found', 'Ask the club', PAGES.contact],
  [eventPath('No such event'), 'Sub Events', 'See all events', PAGES.events],
] as const) {
  test(`${path} answers 404 with the site's 404 page, without asking the API`, async ({ page }) => {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(404);
    const sent = await readHtml(page, await answer.text());
    expect(sent.headings).toEqual([heading]);
    expect(sent.title).toBe(fullTitle(heading));
    // Search engines leave it out, and it claims no address of its own.
    expect(sent.robots).toBe('noindex');
    expect(sent.canonical).toBeUndefined();

    const visit = watchVisit(page);
    await noteSentHeading(page);
    const visited = await page.goto(path, { waitUntil: 'networkidle' });
    expect(visited?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(visit.apiCalls()).toEqual([]);
    expect(visit.problems).toEqual([]);
    expect(await keepsSentHeading(page), 'the heading sent is the one on screen').toBe(true);

    // Its way out works like any other link of the site.
    const settled = followRequests(page);
    await page.getByRole('link', { name: way }).click();
    await expect(page.getByRole('heading', { level: 1, name: wayLeadsTo.heading })).toBeVisible();
    await settled();
    expect(visit.apiCalls()).toEqual([]);
    expect(visit.problems).toEqual([]);
  });
}

interface TeamMember {
  id: string;
  name: string;
  version: number;
}

test('a team member renamed in the console is on the /team page a new visitor gets once it is published', async ({
  page,
  request,
}) => {
  // The console's session, on its own: the visitor below has none.
  expect((await request.post(adminPath('login'), { data: E2E_ADMIN })).ok()).toBe(true);
  const member = async () => {
    const members = (await (await request.get(restPath(team))).json()) as TeamMember[];
    const found = members.find((m) => m.name.startsWith('Farhana Islam'));
    if (!found) throw new Error('The demo member Farhana Islam is not in the team list.');
    return found;
  };
  const rename = async (name: string) => {
    const current = await member();
    const saved = await request.put(recordPath(team, current.id), { data: { ...current, name } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  const renamed = `Farhana Islam Chowdhury ${Date.now().toString(36)}`;

  await rename(renamed);
  const savedAt = Date.now();
  try {
    await whenPublished(page.request, PAGES.team.path, (html) => html.includes(renamed));
    test
      .info()
      .annotations.push({ type: 'published after', description: `${Date.now() - savedAt} ms` });
    await page.goto(PAGES.team.path);
    await expect(page.getByRole('article', { name: renamed })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Farhana Islam', exact: true })).toHaveCount(0);
  } finally {
    // The worker's later tests see the demo team again, on the pages too.
    await rename('Farhana Islam');
    await whenPublished(page.request, PAGES.team.path, (html) => !html.includes(renamed));
  }
});
