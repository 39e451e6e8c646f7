import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { openPage } from './support/site.js';

const openStory = async (page: Page) => {
  const more = page.getByRole('button', { name: 'More about Champions 2024' });
  await more.click();
  const dialog = page.getByRole('dialog', { name: 'National Robotics Olympiad' });
  await expect(dialog).toBeVisible();
  return { more, dialog };
};

test('More opens the whole story in a modal that Close, Escape and a click outside all close', async ({
  page,
}) => {
  await openPage(page, '/achivement', 'Our Achievements');
  let { more, dialog } = await openStory(page);
  await expect(
    dialog.getByText('First place among 48 teams in the autonomous category.'),
  ).toBeVisible();
  await expect(dialog.getByText('Supported by the department of EEE.')).toBeVisible();
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();

  ({ more, dialog } = await openStory(page));
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  ({ more, dialog } = await openStory(page));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();

  ({ more, dialog } = await openStory(page));
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  // A click inside does not close it.
  ({ dialog } = await openStory(page));
  await dialog.getByText('Supported by the department of EEE.').click();
  await expect(dialog).toBeVisible();
});

test('keyboard focus stays inside the open modal', async ({ page }) => {
  await openPage(page, '/achivement', 'Our Achievements');
  const { dialog } = await openStory(page);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
});
