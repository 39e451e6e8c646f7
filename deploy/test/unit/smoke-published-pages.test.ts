import { describe, expect, it } from 'vitest';
import { SITE_DATA_PATH, siteResources, team } from '@club/model';
import type { Site } from '../../src/smoke/check.js';
import type { Answer } from '../../src/smoke/probe.js';
import { PUBLISHED_PAGE_CHECKS } from '../../src/smoke/published-page-checks.js';

// The published-page checks against a site made of canned answers: as a deployed stage answers
// when its pages are published, and as it answers when they are not, or the CDN is wrong.

const ORIGIN = 'https://d1abcdef8.cloudfront.net';

const answer = (status: number, type: string, body: string): Answer => ({
  url: `${ORIGIN}/…`,
  status,
  headers: new Headers({ 'content-type': type }),
  body,
});
const html = (status: number, body: string) => answer(status, 'text/html; charset=utf-8', body);

/** The team page as the publisher writes it: its own head, its content, its data for the app. */
const PUBLISHED_TEAM = `<!doctype html><html lang="en"><head>
    <title>Team | DIU Robotics Club</title>
    <meta property="og:title" content="Team | DIU Robotics Club" />
  </head><body><div id="root"><main><h1 class="section__title">Expert Team Members</h1>
    <article><h2>Nusrat O&#x27;Neil &amp; co</h2><p>Captain</p></article></main></div>
    <script id="page-data" type="application/json">{"address":"/team"}</script></body></html>`;
/** The app before the first publish: every address gets it, and it fills itself in. */
const APP_SHELL = `<!doctype html><html><head><title>DIU Robotics Club</title></head>
  <body><div id="root"><div role="status">Loading...</div></div></body></html>`;
const NOT_FOUND = `<!doctype html><html><head><meta name="robots" content="noindex" />
  <meta property="og:title" content="Page not found | DIU Robotics Club" /></head>
  <body><h1>Page not found</h1></body></html>`;

/** The site's content: every list empty but the team's, whose first member the page must show. */
const SITE_DATA = answer(
  200,
  'application/json',
  JSON.stringify({
    ...Object.fromEntries(siteResources.map((d) => [d.name, []])),
    team: [
      {
        ...Object.fromEntries(Object.keys(team.fields).map((field) => [field, ''])),
        id: '1',
        name: "Nusrat O'Neil  & co",
      },
    ],
  }),
);

const siteOf = (pages: Record<string, Answer>): Site => {
  const get = async (path: string) => pages[path] ?? html(500, 'unexpected request');
  return {
    origin: ORIGIN,
    https: true,
    get,
    probe: (url) => get(new URL(url).pathname),
    siteData: () => get(SITE_DATA_PATH),
  };
};

const PUBLISHED = {
  '/team': html(200, PUBLISHED_TEAM),
  '/no-such-page': html(404, NOT_FOUND),
  [SITE_DATA_PATH]: SITE_DATA,
};

/** Each check's outcome: '' when it passed, else what it said. */
const outcomes = async (site: Site) =>
  Promise.all(
    PUBLISHED_PAGE_CHECKS.map((check) =>
      check.run(site).then(
        () => '',
        (error: unknown) => (error as Error).message,
      ),
    ),
  );

describe('the checks of the published pages', () => {
  it('pass on pages made at publish time, with a real 404 for an address with none', async () => {
    expect(await outcomes(siteOf(PUBLISHED))).toEqual(['', '']);
  });

  it('fail on the app shell that every address gets before the first publish', async () => {
    const [page, missing] = await outcomes(
      siteOf({
        ...PUBLISHED,
        '/team': html(200, APP_SHELL),
        '/no-such-page': html(200, APP_SHELL),
      }),
    );
    expect(page).toMatch(
      /has no og:title in its head: it is the site's app, not the page made at publish time.*run npm run deploy again/,
    );
    expect(missing).toMatch(
      /answered 200 \(text\/html\) instead of the site's 404 page \(404, text\/html\)\. Every address gets a page/,
    );
  });

  it('fail on a page older than the content it should show', async () => {
    const [page] = await outcomes(
      siteOf({
        ...PUBLISHED,
        '/team': html(200, PUBLISHED_TEAM.replace('Nusrat O&#x27;Neil &amp; co', 'Rafi')),
      }),
    );
    expect(page).toMatch(/does not show Nusrat O'Neil & co, the first of the team members/);
  });

  it("tell a CDN that does not turn to the API from one whose API lacks the page's route", async () => {
    const s3 = answer(404, 'application/xml', '<Error><Code>NoSuchKey</Code></Error>');
    const apiGateway = answer(404, 'application/json', '{"message":"Not Found"}');
    const noPage = answer(404, 'text/plain; charset=utf-8', 'Not found.');
    const said = async (missing: Answer) =>
      (await outcomes(siteOf({ ...PUBLISHED, '/no-such-page': missing })))[1];
    expect(await said(s3)).toMatch(/CloudFront should ask the API when the bucket has no page/);
    expect(await said(apiGateway)).toMatch(/API Gateway has no route for the pages' fallback/);
    expect(await said(noPage)).toMatch(/The API found no 404 page to answer with\./);
  });
});
