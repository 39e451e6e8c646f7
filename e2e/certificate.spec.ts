import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { pdfPages } from './support/print.js';
import { readQr } from './support/qr.js';
import { openPage } from './support/site.js';
import { demoCodes } from './support/site.js';

const BENGALI = /[\u0980-\u09ff]/;
const bengaliCode = demoCodes.find((code) => BENGALI.test(code))!;
const latinCode = demoCodes.find((code) => !BENGALI.test(code))!;

/** The faces of the Bengali font the page has, and whether each was loaded. */
const bengaliFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Bengali')
      .map((face) => `${face.weight} ${face.status}`),
  );

/**
 * The fonts the browser drew an element's text with, and how many glyphs of each: what is on
 * screen, not merely what was loaded (a face loaded and left unused still draws empty boxes).
 */
const drawnFonts = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
};

/** Whether two boxes on the page share any area. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('certificate verification from a QR code', () => {
  for (const code of demoCodes) {
    test(`confirms ${code}`, async ({ page, request }) => {
      expect(code).toContain(' ');
      await openPage(page, `/show/${encodeURIComponent(code)}`, 'valid certificate');
      const [name, event, univarsity, position, year] = code.split('_');
      for (const [label, value] of [
        ['Name', name],
        ['Event', event],
        ['University', univarsity],
        ['Position', position],
        ['Year', year],
      ]) {
        await expect(page.locator('dt', { hasText: label! }).locator('+ dd')).toHaveText(value!);
      }
      const image = page.getByRole('img', { name: `The certificate of ${name}` });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      const download = page.getByRole('link', { name: 'Download', exact: true });
      expect(await download.getAttribute('download')).toBe(`${code}.webp`);
      const file = await request.get((await download.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('image/webp');
    });
  }

  test('downloads the certificate image when Download is clicked', async ({ page }) => {
    await openPage(page, `/show/${encodeURIComponent(demoCodes[0]!)}`, 'valid certificate');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${demoCodes[0]}.webp`);
  });

  test('an unknown code is answered 404 with a page that says no such certificate was issued', async ({
    page,
  }) => {
    const response = await page.goto('/show/Somebody_Some%20Event_Nowhere_Winner_2020');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Certificate not found | DIU Robotics Club');
    await expect(
      page.getByText('No certificate with this code was issued by the club.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask the club' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('a name in Bengali script is drawn in the Bengali font, which a page in Latin script never loads', async ({
    page,
  }) => {
    const fonts: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (/noto-sans-bengali/.test(r.url())) fonts.push(new URL(r.url()).pathname);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });

    await page.goto(`/show/${encodeURIComponent(latinCode)}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-started]')).toHaveCount(1);
    expect(fonts).toEqual([]);
    const faces = await bengaliFaces(page);
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((face) => !face.endsWith(' unloaded'))).toEqual([]);

    await openPage(page, `/show/${encodeURIComponent(bengaliCode)}`, 'valid certificate');
    const name = bengaliCode.split('_')[0]!;
    await expect(page.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText(name);
    // The name's weight (600), fetched for it: no other face, no other page's.
    await expect.poll(() => bengaliFaces(page)).toContain('600 loaded');
    expect(fonts).toEqual([
      expect.stringMatching(/^\/assets\/noto-sans-bengali-bengali-600-[^/]+\.woff2$/),
    ]);
    // The letters are drawn in it (the site's copy, not a system font of that name); another
    // font draws at most the spaces between the words.
    const drawn = await drawnFonts(page, '.certificate__lines div:first-child dd');
    const glyphs = (bengali: boolean) =>
      drawn
        .filter((f) => (f.isCustomFont && f.familyName.startsWith('Noto Sans Bengali')) === bengali)
        .reduce((sum, f) => sum + f.glyphCount, 0);
    const bengali = glyphs(true);
    expect(bengali).toBeGreaterThan(0);
    expect(glyphs(false)).toBeLessThanOrEqual(name.split(' ').length - 1);
    // React took the page over as it was sent (it logs an error for a part it drew again,
    // the QR code included): the same name, in the same font, from the first paint.
    await expect(page.locator('html[data-started]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test.describe('printed', () => {
    // Paper is read at hundreds of dots per inch: the QR code is looked at as finely.
    test.use({ deviceScaleFactor: 4 });

    test('is one A4 sheet across with the certificate and a QR code that leads back to its page, and none of the site around it', async ({
      page,
    }) => {
      await openPage(page, `/show/${encodeURIComponent(bengaliCode)}`, 'valid certificate');
      await expect(page.getByRole('banner')).toBeVisible();
      await page.emulateMedia({ media: 'print' });

      const qr = page.getByRole('img', { name: "QR code of this certificate's page" });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('data-address')).toBe(page.url());
      // In the page as sent, too: printed before the page's code has run, it is there.
      const sent = await (await page.request.get(page.url())).text();
      expect(sent).toContain(`data-address="${page.url()}"`);
      expect((await readQr(await qr.screenshot())).text).toBe(page.url());

      const values = bengaliCode.split('_');
      for (const [i, label] of ['Name', 'Event', 'University', 'Position', 'Year'].entries()) {
        const line = page.locator('dt', { hasText: label }).locator('+ dd');
        await expect(line).toBeVisible();
        await expect(line).toHaveText(values[i]!);
      }
      const name = values[0];
      const picture = page.getByRole('img', { name: `The certificate of ${name}` });
      await expect(picture).toBeVisible();
      const qrBox = (await qr.boundingBox())!;
      for (const other of [
        picture,
        page.locator('.certificate__lines'),
        page.locator('figcaption'),
      ])
        expect(overlap(qrBox, (await other.boundingBox())!)).toBe(false);

      // Nothing of the screen: header, navigation, footer, Download, any link or button.
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.locator('a:visible, button:visible')).toHaveCount(0);

      expect(pdfPages(await page.pdf({ format: 'A4', landscape: true }))).toBe(1);
      // What the print dialog offers by itself: the page's own paper, A4 across (in points).
      const own = await page.pdf({ preferCSSPageSize: true });
      expect(pdfPages(own)).toBe(1);
      const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(
        own.toString('latin1'),
      )!;
      expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([842, 595]);
    });
  });
});
