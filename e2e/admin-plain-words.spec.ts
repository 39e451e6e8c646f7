import { service, slider } from '@club/model';
import { expect, test } from './support/test.js';
import { openScreen, overflow } from './support/admin.js';
import { seriousViolations } from './support/axe.js';

/**
 * Words a volunteer can act on (issue 32): the export page says what its file is for without
 * a command, the slide form says where each title shows, the audit log's entries do not look
 * like links and say where a change's old values are, and a service's icon is picked from
 * pictures. Each where people see it, at 1280 and 390 px.
 */

test.use({ loggedIn: true });

for (const width of [1280, 390]) {
  const phone = width === 390;
  test.describe(`issue 32 at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the export page says what its file is for and who puts it back, with no command', async ({
      page,
    }) => {
      await openScreen(page, '/admin/export', 'Export everything');
      await expect(
        page.getByText(/give this file to whoever looks after the site and they can put/),
      ).toBeVisible();
      await expect(page.getByText(/npm run|docs\/|--from/)).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`export-${width}.png`) });
      expect(await overflow(page)).toBe('fits');
    });

    test('the slide form says where each title shows on the home page', async ({ page }) => {
      await openScreen(page, '/admin/slider/create', slider.labels.addTitle);
      const where = {
        title1: 'Typed out first under the welcome',
        title2: 'Typed out next, after Title 1',
        title3: 'The small line above the welcome heading',
      };
      for (const [id, words] of Object.entries(where))
        await expect(
          page.getByRole('textbox', { name: slider.fields[id as 'title1'].label }),
        ).toHaveAccessibleDescription(new RegExp(`^${words}`));
      await page.screenshot({ path: test.info().outputPath(`slide-form-${width}.png`) });
      expect(await overflow(page)).toBe('fits');
    });

    test('audit entries do not look like links, and the log says where a change’s old values are', async ({
      page,
    }) => {
      await openScreen(page, '/admin/audit', 'Audit log');
      await expect(
        page.getByText(/To see what a change replaced, open the item and choose Show history/),
      ).toBeVisible();
      if (phone) {
        const entry = page.getByRole('main').getByRole('listitem').first();
        await expect(entry).toBeVisible();
        await expect(entry.locator('a, button, [role="button"]')).toHaveCount(0);
      } else {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
          .first();
        const look = () =>
          row.evaluate((r) => {
            const style = getComputedStyle(r);
            return { background: style.backgroundColor, cursor: style.cursor };
          });
        await page.mouse.move(0, 0);
        const before = await look();
        await row.hover();
        // No shading under the pointer, no hand: nothing suggests the row opens something.
        expect(await look()).toEqual(before);
        expect(before.cursor).not.toBe('pointer');
      }
      await page.screenshot({ path: test.info().outputPath(`audit-${width}.png`) });
      expect(await overflow(page)).toBe('fits');
    });

    test('a service’s icon is picked from pictures, and a class can still be typed', async ({
      page,
    }) => {
      await openScreen(page, '/admin/service/create', service.labels.addTitle, { reload: true });
      const icons = page.getByRole('radiogroup', { name: 'Choose an icon' });
      await expect(icons.getByRole('radio')).toHaveCount(14);
      const box = page.locator('#icon');
      const icon = (name: string) => icons.getByRole('radio', { name });
      if (phone) await icon('trophy').click();
      else {
        // One Tab stop from the box; the arrow keys move along the icons, choosing each.
        await box.focus();
        await page.keyboard.press('Tab');
        await expect(icon('laptop')).toBeFocused();
        await page.keyboard.press('Space');
        await expect(box).toHaveValue('fa fa-laptop');
        for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      }
      await expect(box).toHaveValue('fa fa-trophy');
      await expect(icon('trophy')).toBeChecked();
      // Typing still works: a class the site draws is shown chosen, one it does not is named.
      await box.fill('fa fa-gears');
      await expect(icon('cogs')).toBeChecked();
      await box.fill('fa fa-nothing');
      await expect(icons.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(page.getByText('The site has no picture for this class')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`icon-picker-${width}.png`) });
      expect(await overflow(page)).toBe('fits');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
