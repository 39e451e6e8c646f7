import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.js';
import { followRequests } from './support/network.js';
import { demoCodes, openPage, whenPublished } from './support/site.js';
import { certificatePath, legacyPath, team } from '@club/model';
import { eventPath, subEventPath } from '@club/web';

// Window widths on and between every breakpoint the pictures' CSS has.
const WIDTHS = [
  320, 390, 412, 455, 500, 560, 607, 640, 700, 767, 800, 871, 900, 951, 1000, 1111, 1150, 1199,
  1280, 1920,
];

const PAGES_WITH_PICTURES = [
  '/',
  '/about',
  '/achivement',
  '/event',
  eventPath('Robo Carnival 2025'),
  subEventPath({ header: 'Line Follower Race', eventName: 'Robo Carnival 2025' }),
  certificatePath(demoCodes[0]!),
];

/**
 * The pictures with a srcset whose `sizes`, for the window as it is, is narrower than their box
 * (the browser would pick too small a copy) or wider by more than a scrollbar, a border and
 * rounding. `sizes` is read as the browser does: the first entry whose media condition holds.
 */
const missized = (page: Page) =>
  page.$$eval('img[srcset]', (imgs: HTMLImageElement[]) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.position = 'absolute';
    const widthOf = (length: string) => {
      probe.style.width = length;
      return probe.getBoundingClientRect().width;
    };
    const stated = (sizes: string) => {
      for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
        const [, condition, length] = /^(\([^)]*\))?\s*(.+)$/.exec(entry.trim())!;
        if (!condition || matchMedia(condition).matches) return widthOf(length!);
      }
      return NaN;
    };
    const shown = imgs.filter((img) => img.getClientRects().length > 0);
    const wrong = shown
      .map((img) => ({ img, box: img.clientWidth, sizes: Math.round(stated(img.sizes)) }))
      .filter(({ box, sizes }) => !(sizes >= box - 1 && sizes <= box + 20))
      .map(({ img, box, sizes }) => `${img.className}: box ${box} px, sizes ${sizes} px`);
    probe.remove();
    return { shown: shown.length, wrong };
  });

/** Resizes the window through every width and collects the pictures whose sizes is wrong. */
const checkEveryWidth = async (page: Page) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The slider lays its slides out again after the resize: wait for it.
    await expect
      .poll(async () => (await missized(page)).wrong, { message: `at ${width} px` })
      .toEqual([]);
    expect((await missized(page)).shown, `pictures at ${width} px`).toBeGreaterThan(0);
  }
};

for (const path of PAGES_WITH_PICTURES) {
  test(`every picture's sizes is the width of its box at every window width: ${path}`, async ({
    page,
  }) => {
    await openPage(page, path);
    if (path === '/achivement') await page.getByRole('button', { name: /^More/ }).first().click();
    await checkEveryWidth(page);
  });
}

test.describe('a team member with a picture wider than the smallest copy', () => {
  test.use({ loggedIn: true });

  test("has a sizes that is the width of the card's box at every window width: /team", async ({
    page,
  }) => {
    // The demo members' pictures are 300 px, too small for copies: this member's is 600 px.
    const picture = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#2c3e50' },
    })
      .png()
      .toBuffer();
    const added = await page.request.post(legacyPath(team, 'add'), {
      multipart: {
        name: 'Sizes Check',
        position: 'Tester',
        description: 'Here for one test.',
        facebook: 'https://facebook.com/sizes',
        email: 'sizes@club.test',
        linkedin: 'https://linkedin.com/in/sizes',
        whatsapp: '01712 000000',
        image: { name: 'p.png', mimeType: 'image/png', buffer: picture },
      },
    });
    expect(added.status()).toBe(201);
    try {
      await whenPublished(page.request, '/team', (html) => html.includes('Sizes Check'));
      await openPage(page, '/team');
      await checkEveryWidth(page);
    } finally {
      const id = ((await added.json()) as { data: { _id: string } }).data._id;
      await page.request.delete(legacyPath(team, 'remove', id));
    }
  });
});

test('the largest paint of each page with a picture is that picture, fetched first and never lazily', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of [...PAGES_WITH_PICTURES, '/team']) {
    // Until the pictures are in: 200 ms without a request, not networkidle's 500 ms.
    const settled = followRequests(page);
    await openPage(page, path);
    await settled();
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string; priority: string | null }>((done) =>
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              const img = last.element as HTMLImageElement | undefined;
              done({
                tag: img?.tagName ?? 'none',
                loading: img?.loading ?? '',
                priority: img?.getAttribute('fetchpriority') ?? null,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
      );
    // The text paints first; on a busy machine the picture's own paint may come a moment later.
    await expect
      .poll(largest, { message: path })
      .toEqual({ tag: 'IMG', loading: 'eager', priority: 'high' });
  }
});
