import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Club } from './test.js';
import { certificateCode, certificatePath } from '@club/model';
import { demoCertificates } from '@club/demo';
import { eventPath, INDEXED_PAGES, subEventPath } from '@club/web';

/** The codes of the demo certificates, as `npm start` seeds them. */
export const demoCodes = demoCertificates.map((c) => certificateCode(c.fields));

/** Every public route of spec §2 with the words its page is known by, on the demo content. */
export const PUBLIC_PAGES = [
  ...INDEXED_PAGES.map(({ path, heading }) => ({ path, heading })),
  { path: eventPath('Robo Carnival 2025'), heading: 'Robo Carnival 2025' },
  {
    path: subEventPath({ header: 'Line Follower Race', eventName: 'Robo Carnival 2025' }),
    heading: 'Line Follower Race',
  },
  { path: certificatePath(demoCodes[0]!), heading: 'valid certificate' },
  // An address nothing was published at: the site's 404 page, whatever the route.
  { path: certificatePath('not-a-code'), heading: 'Certificate not found' },
  { path: '/no-such-page', heading: 'Page not found' },
] as const;

/** Opens a page and waits until its content, not the loader, is shown; answers its response. */
export const openPage = async (page: Page, path: string, heading?: string) => {
  const response = await page.goto(path);
  await expect(page.locator('.spinner--full')).toHaveCount(0);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return response;
};

/**
 * Waits until the HTML a new visitor is sent at `path` passes `published`: it names a saved
 * value, or no longer does. The console's write asks for the pages to be published again
 * without waiting for it, so what a visitor is sent changes a moment later: seconds alone, half
 * a minute on a busy machine (how long is the bench's figure, not a bound here). Values are
 * looked for as the HTML spells them: text without &, <, > or quotes reads the same.
 */
export const whenPublished = (
  request: APIRequestContext,
  path: string,
  published: (html: string) => boolean,
) =>
  expect
    .poll(async () => published(await (await request.get(path)).text()), {
      message: `${path} is published with the change`,
    })
    .toBe(true);

/** Mails the stack's SES emulator has accepted, newest last. */
export const sentMail = async (club: Club) => {
  const store = await fetch(`${club.mailUrl}/store`);
  return (
    (await store.json()) as {
      emails: {
        subject: string;
        replyTo: string[];
        destination: { to: string[] };
        body: { text?: string; html?: string };
        /** Each file's bytes in base64. */
        attachments?: { filename?: string; contentType: string; content: string }[];
      }[];
    }
  ).emails;
};

/**
 * Records layout shifts the way CLS counts them (not within 500 ms of input), from before the
 * page's first script: call before goto, read with `layoutShift(page)`.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);
