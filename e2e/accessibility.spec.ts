import { expect, test } from './support/test.js';
import { CONTACT_MESSAGES } from '@club/model';
import { seriousViolations } from './support/axe.js';
import { followRequests } from './support/network.js';
import { openPage, PUBLIC_PAGES } from './support/site.js';

// At 360 px each route is checked on its visit in public-site.spec.ts, with its frame.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      const settled = followRequests(page);
      await openPage(page, path, heading);
      // Let the deferred sections of the home page render, and their pictures load, first.
      await settled();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

// What a keyboard walk opens (e2e/keyboard-site.spec.ts), each checked where it is open.
for (const width of [390, 1280]) {
  test(`at ${width} px the welcome toasts, the menu, search results, the contact form's errors and the achievement dialog have no serious violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/', 'Welcome to DIU Robotics Club');
    await expect(page.getByRole('region', { name: 'Welcome messages' })).toContainText('Welcome');
    expect(await seriousViolations(page), 'with the welcome toasts').toEqual([]);

    if (width < 1100) await page.getByRole('button', { name: 'Menu' }).press('Enter');
    await page.getByRole('searchbox').pressSequentially('robo');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(await seriousViolations(page), 'with the menu and search results open').toEqual([]);

    await page.getByRole('link', { name: 'Contact', exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeFocused();
    await page.getByRole('button', { name: 'Send Message' }).press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      CONTACT_MESSAGES.required,
    );
    expect(await seriousViolations(page), "with the form's errors and notice").toEqual([]);

    await openPage(page, '/achivement', 'Our Achievements');
    await page.getByRole('button', { name: 'More about Champions 2024' }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page), 'with the dialog open').toEqual([]);
  });
}
