import { recordPath, restPath, service, team } from '@club/model';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test.js';
import { openScreen } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { whyFocusUnseen } from './support/focus.js';

// A changed record shows its history and restores; a deleted one comes back from "Recently
// deleted", with its picture. The rules behind them are the API's tests (functions/test).

test.use({ loggedIn: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** How far the page reaches past the right edge of the screen: 0 when it fits. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** What each state must be: axe-clean, no wider than the screen, focus visible. */
const expectSound = async (page: Page, what: string) => {
  expect(await seriousViolations(page), what).toEqual([]);
  expect(await overflow(page), `${what}: px past the right edge`).toBe(0);
};

const unique = () => crypto.randomUUID().slice(0, 6);

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    const phone = viewport === PHONE;

    test('a changed record shows the change side by side, and restoring a version brings the old value back', async ({
      page,
    }) => {
      // A service: the home page's specs look for the first counter, about and slide, which a
      // record made here would become while both run on one stack.
      const title = `Rovers ${unique()}`;
      const made = await page.request.post(restPath(service), {
        data: { title, description: 'Builds the Mars rover.', icon: 'fa fa-robot' },
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      const edit = `/admin/service/${encodeURIComponent(id)}`;

      // The administrator changes the title and saves.
      await openScreen(page, edit, 'Edit service', { reload: true });
      await page.locator('#title').fill(`${title} this year`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Service saved.')).toBeVisible();
      // Saving leads back to the list; opening the record before that lands would be undone by it.
      await expect(page).toHaveURL(/\/admin\/service$/);

      await openScreen(page, edit, 'Edit service');
      await expect(page.locator('#title')).toHaveValue(`${title} this year`);
      // With the keyboard: the button, Enter, and the history opens on its changes.
      await page.getByRole('button', { name: 'Show history' }).focus();
      await page.keyboard.press('Enter');
      // Named after the record: a restore renames it.
      const dialog = page.getByRole('dialog', { name: /^History of “/ });
      await expect(dialog).toHaveAccessibleName(`History of “${title} this year”`);
      const changes = dialog.getByRole('list', { name: 'Changes, newest first' });
      const changed = changes.getByRole('button', { name: /^Changed by admin@e2e\.test/ });
      await expect(changed).toContainText('Title');
      await expect(
        changes.getByRole('button', { name: /^Created by admin@e2e\.test/ }),
      ).toBeVisible();

      // A phone shows the list first; the change opens in its place, with the focus.
      if (phone) {
        await changed.focus();
        await page.keyboard.press('Enter');
        await expect(
          dialog.getByRole('heading', { name: 'Changed by admin@e2e.test' }),
        ).toBeFocused();
      }
      const table = dialog.getByRole('table', { name: 'What this change did, field by field' });
      await expect(
        table.getByRole('row', { name: `Title ${title} ${title} this year` }),
      ).toBeVisible();
      await expectSound(page, 'the change side by side');
      expect(await whyFocusUnseen(page)).toBe('');

      // Back to the creation, whose version had the old title.
      if (phone) await dialog.getByRole('button', { name: 'All changes' }).click();
      await changes.getByRole('button', { name: /^Created by/ }).click();
      await expect(
        dialog.getByRole('heading', { name: 'Created by admin@e2e.test' }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Restore this version' }).click();
      const confirm = page.getByRole('alertdialog', { name: /^Restore the version of / });
      // A sentence naming the field and what it goes back to (it read "Title go back").
      await expect(confirm).toContainText(`Title goes back to “${title}”.`);
      await page.screenshot({ path: test.info().outputPath(`restore-${viewport.width}.png`) });
      // It opens on Cancel: Enter at once changes nothing.
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectSound(page, 'the restore confirmation');
      await confirm.getByRole('button', { name: 'Restore this version' }).click();
      await expect(page.getByText(/^Restored the version of /)).toBeVisible();

      // The version is the record's own now, and the restore is the newest change.
      await expect(dialog.getByText('This is the version the service has now.')).toBeVisible();
      await expect(dialog).toHaveAccessibleName(`History of “${title}”`);
      if (phone) await dialog.getByRole('button', { name: 'All changes' }).click();
      await expect(changes.getByRole('button').first()).toHaveAccessibleName(
        /^Restored by admin@e2e\.test/,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('#title')).toHaveValue(title);
      const stored = (await (await page.request.get(recordPath(service, id))).json()) as {
        title: string;
      };
      expect(stored.title).toBe(title);
    });

    test('a deleted member is listed in Recently deleted and comes back with its picture', async ({
      page,
    }) => {
      // Not admin-team.spec.ts's member: both run at once on one stack, and its list finds by text.
      const name = `Tahmina ${unique()}`;
      const photo = await sharp({
        create: { width: 500, height: 500, channels: 3, background: '#2e86c1' },
      })
        .png()
        .toBuffer();
      const made = await page.request.post(restPath(team), {
        multipart: {
          name,
          position: 'Rover Lead',
          description: 'Drives the Mars rover team.',
          facebook: 'https://www.facebook.com/tahmina',
          email: 'tahmina@club.test',
          linkedin: 'https://www.linkedin.com/in/tahmina',
          whatsapp: '01755 123456',
          image: { name: 'tahmina.png', mimeType: 'image/png', buffer: photo },
        },
      });
      expect(made.status()).toBe(201);
      const { id, image } = (await made.json()) as { id: string; image: string };
      expect((await page.request.delete(recordPath(team, id))).status()).toBe(200);

      await openScreen(page, '/admin/deleted', 'Recently deleted', { reload: true });
      const restore = page.getByRole('button', { name: `Restore team member “${name}”` });
      await expect(restore).toBeVisible();
      if (!phone) {
        const row = page.getByRole('row', { name: new RegExp(name) });
        await expect(row).toContainText('Team member');
        await expect(row).toContainText('admin@e2e.test');
      }
      await expectSound(page, 'Recently deleted');

      // With the keyboard: Enter on Restore, and the focus is on the way to the member.
      await restore.focus();
      await page.keyboard.press('Enter');
      const open = page.getByRole('link', { name: 'Open it' });
      await expect(page.getByText(`Team member “${name}” is back.`)).toBeVisible();
      await expect(open).toBeFocused();
      await expect(restore).toHaveCount(0);
      await expectSound(page, 'Recently deleted, after a restore');
      await page.keyboard.press('Enter');

      await expect(page.locator('#react-admin-title')).toContainText('Edit team member');
      await expect(page.locator('#name')).toHaveValue(name);
      const picture = page.locator('.ra-input-image img');
      await expect(picture).toHaveAttribute('src', new RegExp(`${image.replace('.', '\\.')}$`));
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(500);
    });
  });
}
