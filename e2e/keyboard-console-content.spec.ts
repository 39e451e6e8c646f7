import {
  achievement,
  isFileField,
  recordPath,
  restPath,
  service,
  team,
  type Field,
} from '@club/model';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import sharp from 'sharp';
import { seriousViolations } from './support/axe.js';
import { fileChoosers } from './support/file-chooser.js';
import { contrastRatio, type Rgb } from './support/focus.js';

/*
 * The console's lists and forms walked with the keyboard alone: after logging in and opening one
 * list, only Tab, Shift+Tab, Enter, Space, Escape and the arrows. At each stop the focused
 * control must say what it is, be on screen and uncovered, and show a focus ring that stands
 * out (3:1) from what lies around it and from the control itself.
 */

// Each walk starts in a fresh tab of the administrator's session.
test.use({ loggedIn: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface FocusLook {
  /** A quick name (label, placeholder or text), to know where the Tabs have got to. */
  name: string;
  /** What covers the control at its centre, or that it is off screen or see-through; null when it shows. */
  covered: string | null;
  /** The focus ring's colour, or null when nothing draws one. */
  ring: Rgb | null;
  /** What the ring is drawn on: the page round the control, or the control for an inset ring. */
  around: Rgb;
  /** The control's own colour, under its content. */
  own: Rgb;
}

/**
 * Runs in the page, on the focused element. The ring is the first outline of 2 px or more on
 * the element or just above it (a text input's ring is on its box; a file input's on its drop
 * zone, the input itself being a hidden 1 px square).
 */
const lookAtFocus = (element: Element): FocusLook => {
  const parse = (colour: string) => {
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1] as const;
  };
  // The solid colour an element shows: its own background over those of its ancestors.
  const solid = (from: Element | null): [number, number, number] => {
    const layers: (readonly [number, number, number, number])[] = [];
    for (let node = from; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    let base: [number, number, number] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse())
      base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
    return base;
  };
  let holder: Element | null = null;
  for (let node: Element | null = element, i = 0; node && !holder && i < 5; i++) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) holder = node;
    node = node.parentElement;
  }
  const ringStyle = holder ? getComputedStyle(holder) : null;
  const inset = ringStyle ? parseFloat(ringStyle.outlineOffset) < 0 : false;
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  const target = box.width >= 4 && box.height >= 4 ? element : (holder ?? element);
  const rect = target === element ? box : target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  let opacity = 1;
  for (let node: Element | null = holder ?? element; node; node = node.parentElement)
    opacity *= parseFloat(getComputedStyle(node).opacity);
  let covered: string | null = null;
  if (opacity < 0.5) covered = `transparent (opacity ${opacity})`;
  else if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) covered = `off screen at ${x},${y}`;
  else {
    const found = document.elementFromPoint(x, y);
    if (!found || (found !== target && !target.contains(found)))
      covered = `under ${found?.outerHTML.slice(0, 80) ?? 'nothing'}`;
  }
  const ringColour = ringStyle ? parse(ringStyle.outlineColor) : null;
  const label = (element as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '');
  return {
    name: (
      element.getAttribute('aria-label') ??
      label ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      ''
    ).trim(),
    covered,
    ring: ringColour ? [ringColour[0], ringColour[1], ringColour[2]] : null,
    around: solid(inset ? (holder ?? element) : (holder?.parentElement ?? null)),
    own: solid(holder ?? element),
  };
};

/** lookAtFocus on whatever has the focus, the page itself included. */
const lookNow = (page: Page): Promise<FocusLook> =>
  page.evaluate(`(${lookAtFocus.toString()})(document.activeElement)`);

/**
 * The focused control is the one named, shows, and shows its focus clearly. `role` null leaves
 * the role to whoever owns the control (the console's frame).
 */
const expectFocus = async (
  page: Page,
  role: Parameters<Page['getByRole']>[0] | null,
  name: string,
) => {
  const focused = page.locator(':focus');
  if (role) await expect(focused).toHaveRole(role);
  await expect(focused).toHaveAccessibleName(name);
  // Polled: a dialog or menu fades in, its controls see-through until it has.
  await expect
    .poll(async () => (await lookNow(page)).covered, {
      message: `${role ?? 'control'} "${name}" is hidden`,
    })
    .toBeNull();
  const look = await lookNow(page);
  expect(look.ring, `${role ?? 'control'} "${name}" shows no focus ring`).not.toBeNull();
  expect(
    contrastRatio(look.ring!, look.around),
    `ring of "${name}" against its surroundings`,
  ).toBeGreaterThanOrEqual(3);
  expect(
    contrastRatio(look.ring!, look.own),
    `ring of "${name}" against the control`,
  ).toBeGreaterThanOrEqual(3);
};

/**
 * Tabs on until the focus reaches `name`. With `check`, or once past `checkFrom`, every stop on
 * the way must show and have a ring; before that (the console's frame, walked in its own spec)
 * the stops only pass.
 */
const tabTo = async (
  page: Page,
  name: string | RegExp,
  {
    check = false,
    checkFrom,
    max = 80,
    key = 'Tab',
  }: { check?: boolean; checkFrom?: string; max?: number; key?: 'Tab' | 'Shift+Tab' } = {},
) => {
  let checking = check;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const look = await lookNow(page);
    if (typeof name === 'string' ? look.name === name : name.test(look.name)) return;
    if (checking) {
      expect(look.covered, `"${look.name}" on the way to "${name}"`).toBeNull();
      expect(look.ring, `"${look.name}" on the way to "${name}" shows no ring`).not.toBeNull();
    }
    if (look.name === checkFrom) checking = true;
  }
  throw new Error(`"${name}" not reached in ${max} Tabs`);
};

const noSeriousViolations = async (page: Page, state: string) =>
  expect(await seriousViolations(page), state).toEqual([]);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the team list: column chooser, every sort header (WhatsApp too), sorting and rows per page', async ({
    page,
  }) => {
    await page.goto('/admin/team');
    await expect(heading(page, 'Team List')).toBeAttached();
    await expect(page.getByRole('row', { name: /Nusrat Jahan/ })).toBeVisible();

    await tabTo(page, 'Search');
    await expectFocus(page, 'textbox', 'Search');
    // The side menu's last item: its ring comes from the console's theme.
    await page.keyboard.press('Shift+Tab');
    await expectFocus(page, null, 'Change Pass');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Columns');

    // The column chooser: opened and left with the keyboard, the focus back where it was.
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('group', { name: 'Columns shown' });
    await expect(chooser).toBeVisible();
    await page.keyboard.press('Tab');
    await expectFocus(page, 'switch', '#');
    await noSeriousViolations(page, 'column chooser open');
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expectFocus(page, 'button', 'Columns');

    // Import and export, deleting the ticked rows, then Add.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', 'Import CSV');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Export CSV');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Delete selected');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', 'Add Member');
    // The box that ticks every row of the page, for Delete selected.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'checkbox', 'Select every team member on this page');
    // Each sortable header in turn (the picture's column sorts nothing), named by its column,
    // none under another column; WhatsApp's, the last, is checked on its own below.
    const fields: Record<string, Field> = team.fields;
    const sortable = team.listColumns.map((name) => fields[name]!).filter((f) => !isFileField(f));
    for (const field of sortable.slice(0, -1)) {
      await page.keyboard.press('Tab');
      await expectFocus(page, 'button', field.label);
    }
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', team.fields.whatsapp.label);

    // Enter sorts by the column, and its header says so; again reverses it.
    const whatsapp = page.getByRole('columnheader', { name: team.fields.whatsapp.label });
    await expect(whatsapp).not.toHaveAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect(whatsapp).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=whatsapp/);
    await expectFocus(page, 'button', team.fields.whatsapp.label);
    await page.keyboard.press('Enter');
    await expect(whatsapp).toHaveAttribute('aria-sort', 'descending');
    // Only the column the rows are sorted by.
    await expect(page.locator('th[aria-sort]')).toHaveCount(1);

    // Through the rows to "Rows per page", checking every link and icon passed.
    await tabTo(page, '10', { check: true });
    await expectFocus(page, 'combobox', 'Rows per page: 10');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'option', '10');
    await noSeriousViolations(page, 'rows per page open');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'option', '25');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expectFocus(page, 'combobox', 'Rows per page: 25');
    await expect(page).toHaveURL(/perPage=25/);
  });

  test("the certificate list: a row's actions are all named for its record", async ({ page }) => {
    await page.goto('/admin/certificate');
    await expect(heading(page, 'Certificates List')).toBeAttached();
    await tabTo(page, /^Download QR for /, { checkFrom: 'Search' });
    const name = (await lookNow(page)).name.replace('Download QR for ', '');
    await expectFocus(page, 'button', `Download QR for ${name}`);
    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', `Edit ${name}`);
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', `Delete ${name}`);
  });

  test('an achievement is added with the keyboard alone, its picture chosen with Enter', async ({
    page,
  }) => {
    const title = 'Keyboard Cup';
    const choosers = fileChoosers(page);
    await page.goto('/admin/achievement');
    await expect(heading(page, 'Achievements List')).toBeAttached();
    await tabTo(page, 'Add Achive');
    await page.keyboard.press('Enter');
    await expect(heading(page, achievement.labels.addTitle)).toBeAttached();

    // Every field says it is required, on the control a screen reader meets.
    const fields: [string, 'textbox' | 'button'][] = [
      ['Title', 'textbox'],
      ['Image: choose a file', 'button'],
      ['Main title', 'textbox'],
      ['Description 1', 'textbox'],
      ['Description 2', 'textbox'],
      ['Description 3', 'textbox'],
    ];
    await tabTo(page, 'Title');
    for (const [i, [name, role]] of fields.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await expectFocus(page, role, name);
      await expect(page.locator(':focus')).toHaveAttribute('aria-required', 'true');
    }
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Upload');

    // Saved empty: the focus goes to the first field to put right.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Title is required.', { exact: true })).toBeVisible();
    await expectFocus(page, 'textbox', 'Title');
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await noSeriousViolations(page, 'add form with errors');

    // Everything but the picture: the focus goes to the picture, described by its message.
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    for (const text of ['Robotics Cup 2025', 'First place.', 'Forty teams.', 'In Dhaka.']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button', 'Image: choose a file');
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(':focus')).toHaveAccessibleDescription('Image is required.');

    await (
      await choosers.openWith('Enter')
    ).setFiles({
      name: 'cup.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 400, height: 300, channels: 3, background: '#2e86c1' },
      })
        .png()
        .toBuffer(),
    });
    await expect(page.locator('.ra-input-image img')).toBeVisible();
    await expect(page.locator(':focus')).toHaveAccessibleDescription(/Pictures up to/);
    // The picture's remove button, named for what it removes, shows when reached with the
    // keyboard as well as on hover.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Remove Image');

    await tabTo(page, 'Upload');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Achievement added successfully.')).toBeVisible();
    // The Upload button is gone with its screen: the list's heading has the focus.
    await expect(heading(page, 'Achievements List')).toBeFocused();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    const [added] = (await (
      await page.request.get(
        `${restPath(achievement)}?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`,
      )
    ).json()) as { id: string }[];
    expect((await page.request.delete(recordPath(achievement, added!.id))).ok()).toBe(true);
  });

  test('a service deleted from its row and one from its edit screen: Cancel first, and the focus stays on the page', async ({
    page,
  }) => {
    const names = ['Keyboard walk A', 'Keyboard walk B'];
    for (const title of names) {
      const answer = await page.request.post(restPath(service), {
        data: { title, description: 'Made by the keyboard walk.', icon: 'fa fa-keyboard' },
      });
      expect(answer.ok()).toBe(true);
    }
    // Newest first: B, then A.
    await page.goto(`/admin/${service.name}`);
    await expect(page.getByRole('row', { name: /Keyboard walk B/ })).toBeVisible();

    await tabTo(page, 'Delete Keyboard walk B', { checkFrom: 'Search' });
    await expectFocus(page, 'button', 'Delete Keyboard walk B');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete service "Keyboard walk B"?' });
    await expect(dialog).toBeVisible();
    // Enter straight away must not delete.
    await expectFocus(page, 'button', 'Cancel');
    await noSeriousViolations(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocus(page, 'button', 'Delete Keyboard walk B');

    await page.keyboard.press('Enter');
    await expectFocus(page, 'button', 'Cancel');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Confirm');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Service deleted successfully.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Keyboard walk B/ })).toHaveCount(0);
    // The row that took its place, at its first action.
    await expectFocus(page, 'link', 'Edit Keyboard walk A');

    // From the edit screen: back on the list, at its heading.
    await page.keyboard.press('Enter');
    await expect(heading(page, `Edit ${service.labels.one}`)).toBeAttached();
    await tabTo(page, 'Delete', { checkFrom: 'Back' });
    await expectFocus(page, 'button', 'Delete');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button', 'Cancel');
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button', 'Delete');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Service deleted successfully.')).toBeVisible();
    await expect(heading(page, 'Services List')).toBeFocused();
    await expect(page.getByRole('row', { name: /Keyboard walk/ })).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a service is added, its errors shown, and deleted from its edit screen, by keyboard', async ({
    page,
  }) => {
    const title = 'Keyboard phone';
    // More rows than a phone's screen holds above the floating Add button.
    const fillers: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const answer = await page.request.post(restPath(service), {
        data: { title: `Filler ${n}`, description: 'Fills the list.', icon: 'fa fa-square' },
      });
      fillers.push(((await answer.json()) as { id: string }).id);
    }
    await page.goto(`/admin/${service.name}`);
    await expect(heading(page, 'Services List')).toBeAttached();
    await tabTo(page, 'Add');
    await expectFocus(page, 'link', 'Add');
    await page.keyboard.press('Enter');
    await expect(heading(page, service.labels.addTitle)).toBeAttached();

    await tabTo(page, 'Save', { checkFrom: 'Back' });
    await page.keyboard.press('Enter');
    await expectFocus(page, 'textbox', 'Title');
    await noSeriousViolations(page, 'add form with errors, phone');
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Made on a phone.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('fa fa-mobile');
    // The icon picker is one stop, on the icon the typed class names.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'radio', 'mobile');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Save');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Service added successfully.')).toBeVisible();
    await expect(heading(page, 'Services List')).toBeFocused();

    // The phone's list: a row is one link to its edit screen, which deletes.
    const row = new RegExp(`^${title}`);
    // The list shows the new row once it has read itself again; Tab before that walks the old rows.
    await expect(page.getByRole('link', { name: row })).toBeVisible();
    await tabTo(page, row, { max: 40 });
    expect((await lookNow(page)).covered).toBeNull();
    // Add floats over the bottom of the screen: every row reached stands clear above it.
    const add = await page.getByRole('link', { name: 'Add', exact: true }).boundingBox();
    let rows = 0;
    for (;;) {
      await page.keyboard.press('Tab');
      const focused = page.locator('main li a:focus');
      if ((await focused.count()) === 0) break;
      const box = (await focused.boundingBox())!;
      expect(box.y + box.height, `row ${rows + 2} under Add`).toBeLessThanOrEqual(add!.y);
      rows++;
    }
    expect(rows).toBeGreaterThanOrEqual(7);
    await tabTo(page, row, { key: 'Shift+Tab', max: 40 });
    await page.keyboard.press('Enter');
    await expect(heading(page, `Edit ${service.labels.one}`)).toBeAttached();
    await tabTo(page, 'Delete', { checkFrom: 'Back' });
    await page.keyboard.press('Enter');
    await expectFocus(page, 'button', 'Cancel');
    await noSeriousViolations(page, 'delete dialog, phone');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Confirm');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Service deleted successfully.')).toBeVisible();
    await expect(heading(page, 'Services List')).toBeFocused();
    for (const id of fillers)
      expect((await page.request.delete(recordPath(service, id))).ok()).toBe(true);
  });
});
