import { expect, test } from './support/test.js';
import {
  API_ROOT,
  legacyPath,
  PUBLISHED_SITE_DATA_PATH,
  SITE_DATA_PATH,
  upperHeader,
} from '@club/model';
import { seriousViolations } from './support/axe.js';
import { followRequests } from './support/network.js';
import { layoutShift, openPage, PUBLIC_PAGES, recordLayoutShifts } from './support/site.js';

test.describe('every public route', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} at 360 px shows its content in the shared frame, with no API request, without shifting, and has no serious accessibility violation`, async ({
      page,
    }) => {
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith(`${API_ROOT}/`))
          apiCalls.push(new URL(r.url()).pathname);
      });
      await page.setViewportSize({ width: 360, height: 740 });
      await recordLayoutShifts(page);
      const settled = followRequests(page);
      await openPage(page, path, heading);

      await expect(page.getByRole('list', { name: 'Contact information' })).toContainText(
        'Daffodil Smart City',
      );
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('Ashulia, Dhaka 1341');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await page.title()).toMatch(/DIU Robotics Club$/);

      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // Published with the records it shows, the 404 page too: nothing to ask the API for.
      expect(apiCalls).toEqual([]);

      // Once the deferred sections of the home page have rendered and their pictures loaded.
      await settled();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('fit a phone, a tablet and a desktop without sideways scrolling', async ({ page }) => {
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path, heading } of PUBLIC_PAGES) {
        await openPage(page, path, heading);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('each has a title and a description of its own', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const path of ['/', '/team', '/event', '/contact']) {
      await openPage(page, path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(30);
      seen.set(title, description!);
    }
    expect(seen.size).toBe(4);
    expect(new Set(seen.values()).size).toBe(4);
  });
});

test('navigation moves between pages without reloading and marks the current one', async ({
  page,
}) => {
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Team Members' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Achivement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Achievements' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Team Members' })).toBeVisible();
});

test('on a phone the menu opens behind its button and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/team', 'Expert Team Members');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the old admin addresses at the site root lead to the console', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/adminDRC');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe('the local gateway behaves like the CDN', () => {
  test('robots.txt and the sitemap are real files, and a missing file is a 404', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain('/achivement</loc>');
    expect((await request.get('/assets/gone-1234.js')).status()).toBe(404);
  });

  test('pages are revalidated, hashed assets kept a year, text compressed', async ({
    request,
    page,
  }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    // A browser asks again on every visit, and is told in a few bytes when nothing changed; the
    // CDN keeps its copy until the publisher drops it.
    expect(html.headers()['cache-control']).toMatch(
      /^public, max-age=0, must-revalidate, s-maxage=\d+$/,
    );
    expect(html.headers()['content-encoding']).toBe('br');
    const again = await request.get('/', { headers: { 'If-None-Match': html.headers().etag! } });
    expect(again.status()).toBe(304);
    await page.goto('/');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    // The data the next page reads, as published, and as the API answers it before the first publish.
    for (const path of [PUBLISHED_SITE_DATA_PATH, SITE_DATA_PATH]) {
      const data = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(data.headers()['content-encoding'], path).toBe('gzip');
    }
  });

  test('the header strip of the old site answers on its double-slash path', async ({ request }) => {
    const single = await request.get(legacyPath(upperHeader, 'list'));
    const double = await request.get('/api/uperheader//viewuperheader');
    expect(double.status()).toBe(200);
    expect(await double.json()).toEqual(await single.json());
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px the scroll-to-top button never covers the footer's text, links or icons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/event', 'Latest Event');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    const { bottom, footerHeight } = await page.evaluate(() => ({
      bottom: document.documentElement.scrollHeight - window.innerHeight,
      footerHeight: document.querySelector('footer')!.offsetHeight,
    }));
    // From just before the footer comes into view, a step at a time, to the very bottom.
    const positions = [];
    for (let y = bottom - footerHeight - 80; y < bottom; y += 40) positions.push(y);
    positions.push(bottom);

    for (const y of positions) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await expect(button).toBeInViewport();
      const covered = await button.evaluate((el) => {
        const b = el.getBoundingClientRect();
        const meets = (r: DOMRect) =>
          r.width > 0 &&
          r.left < b.right &&
          r.right > b.left &&
          r.top < b.bottom &&
          r.bottom > b.top;
        const footer = document.querySelector('footer')!;
        // Every piece of the footer a visitor reads or presses: its lines of text and its links.
        const pieces: { what: string; box: DOMRect }[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const box of range.getClientRects())
            pieces.push({ what: `text '${node.textContent.trim()}'`, box });
        }
        for (const link of footer.querySelectorAll('a'))
          pieces.push({
            what: `link ${link.getAttribute('aria-label') ?? link.textContent}`,
            box: link.getBoundingClientRect(),
          });
        const problems = pieces
          .filter(({ box }) => meets(box))
          .map(({ what }) => `${what} under it`);
        // What is on top where the pieces are: the footer's own, not the button.
        for (const { what, box } of pieces) {
          const x = Math.min(box.right - 1, window.innerWidth - 1);
          const y = box.top + box.height / 2;
          if (y < 0 || y >= window.innerHeight) continue;
          if (el.contains(document.elementFromPoint(x, y))) problems.push(`${what} hidden by it`);
        }
        // And the button is there to see and press.
        const centre = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        if (!el.contains(centre)) problems.push('the button itself is covered');
        return problems;
      });
      expect(covered, `scrolled to ${y} of ${bottom}`).toEqual([]);
    }
  });
}
