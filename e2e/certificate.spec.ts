import { expect, test } from './support/test.js';
import { openPage } from './support/site.js';
import { demoCodes } from './support/site.js';

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

      const download = page.getByRole('link', { name: 'Download' });
      expect(await download.getAttribute('download')).toBe(`${code}.webp`);
      const file = await request.get((await download.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('image/webp');
    });
  }

  test('downloads the certificate image when Download is clicked', async ({ page }) => {
    await openPage(page, `/show/${encodeURIComponent(demoCodes[0]!)}`, 'valid certificate');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
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
});
