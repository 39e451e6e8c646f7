import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.js';
import { openPage, PUBLIC_PAGES } from './support/site.js';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violation`, async ({ page }) => {
        await openPage(page, path, heading);
        // Let the deferred sections of the home page render before the scan.
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open achievement modal has no serious accessibility violation', async ({ page }) => {
      await openPage(page, '/achivement', 'Our Achievements');
      await page.getByRole('button', { name: 'More about Champions 2024' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the open phone menu and search results have no serious accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/', 'Welcome to DIU Robotics Club');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('searchbox').fill('robo');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
