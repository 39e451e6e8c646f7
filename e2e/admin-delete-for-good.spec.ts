import { fileUrl, recordPath, restPath, team } from '@club/model';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.js';
import { openScreen } from './support/admin.js';
import { seriousViolations } from './support/axe.js';

// A member who asks to be taken off the site: once deleted, the picture is no longer served,
// and an owner deletes the record for good from Recently deleted. The rules behind it are
// functions/test/delete-for-good.test.ts's.

test.use({ loggedIn: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const addMember = async (page: Page, name: string) => {
  const photo = await sharp({
    create: { width: 500, height: 500, channels: 3, background: '#884ea0' },
  })
    .png()
    .toBuffer();
  const made = await page.request.post(restPath(team), {
    multipart: {
      name,
      position: 'Rover Lead',
      description: 'Asked to be taken off the site.',
      facebook: 'https://www.facebook.com/leaving',
      email: 'leaving@club.test',
      linkedin: 'https://www.linkedin.com/in/leaving',
      whatsapp: '01755 123456',
      image: { name: 'leaving.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()) as { id: string; image: string };
};

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a deleted member’s picture is no longer served, and an owner deletes the member for good', async ({
      page,
    }, testInfo) => {
      const name = `Leaving ${crypto.randomUUID().slice(0, 6)}`;
      const { id, image } = await addMember(page, name);
      const picture = fileUrl(team, image);
      expect((await page.request.get(picture)).status()).toBe(200);
      expect((await page.request.delete(recordPath(team, id))).status()).toBe(200);
      // In the bin, the picture's address answers 404.
      expect((await page.request.get(picture)).status()).toBe(404);

      await openScreen(page, '/admin/deleted', 'Recently deleted', { reload: true });
      const forGood = page.getByRole('button', { name: `Delete team member “${name}” for good` });
      await forGood.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', {
        name: `Delete team member “${name}” for good?`,
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('This cannot be undone.');
      // Cancel has the focus: Enter straight away changes nothing.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await overflow(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`delete-for-good-confirm-${viewport.width}.png`),
      });

      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await expect(page.getByText(`The team member “${name}” was deleted for good.`)).toBeVisible();
      await expect(forGood).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Restore team member “${name}”` })).toHaveCount(
        0,
      );
      expect((await page.request.get(picture)).status()).toBe(404);
      const history = await page.request.get(`${recordPath(team, id)}/history`);
      expect(await history.json()).toEqual([]);
    });

    test('an owner deletes a member for good from the edit screen, in one step', async ({
      page,
    }, testInfo) => {
      const name = `Leaving now ${crypto.randomUUID().slice(0, 6)}`;
      const { id, image } = await addMember(page, name);
      const picture = fileUrl(team, image);
      await openScreen(page, `/admin/team/${id}`, 'Edit team member', { reload: true });
      await page.getByRole('button', { name: 'Delete for good' }).click();
      const dialog = page.getByRole('alertdialog', {
        name: `Delete team member “${name}” for good?`,
      });
      await expect(dialog).toContainText('nothing is kept in Recently deleted');
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`edit-delete-for-good-${viewport.width}.png`),
      });
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await expect(page.getByText(`The team member “${name}” was deleted for good.`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/team$/);
      expect((await page.request.get(picture)).status()).toBe(404);
      expect((await page.request.get(recordPath(team, id))).status()).toBe(404);
      await openScreen(page, '/admin/deleted', 'Recently deleted');
      await expect(page.getByText(name)).toHaveCount(0);
    });
  });
}
