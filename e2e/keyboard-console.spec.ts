import http from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Club } from './support/test.js';
import sharp from 'sharp';
import { adminPath, CONTACT_PATH, SESSION_MESSAGES } from '@club/model';
import { seriousViolations } from './support/axe.js';
import { fileChoosers } from './support/file-chooser.js';
import { whyFocusUnseen } from './support/focus.js';

/**
 * The console from the keyboard alone: after the first page of each walk, only keys. Each step
 * checks what has focus as a screen reader names it, and that a sighted user can see it: on
 * screen and nothing (an app bar, a notice, a menu) lying over it.
 */

test.use({ loggedIn: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// The stack lives for the whole run; names of this run cannot meet those of another test.
const run = Date.now().toString(36);

const focused = (page: Page) => page.locator(':focus');

/** Focus is on this role and name, and it can be seen. */
const expectFocus = async (page: Page, role: Parameters<Page['getByRole']>[0], name: string) => {
  await expect(focused(page)).toHaveRole(role);
  await expect(focused(page)).toHaveAccessibleName(name);
  await expect.poll(() => whyFocusUnseen(page)).toBe('');
};

/**
 * Focus is on the screen's h1, as after a change of screen, and the new title was read out.
 * Most h1s are for screen readers only (the app bar shows the same words), so only the name
 * and the place are checked.
 */
const expectScreen = async (page: Page, title: string) => {
  await expect(page.getByRole('main').locator('h1:focus')).toHaveAccessibleName(title);
  await expect(page.getByRole('status').filter({ hasText: title })).toHaveText(title);
  await expectOneH1First(page);
};

/** One h1, before any other heading; the app bar's title is not one. */
const expectOneH1First = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(
    await page
      .getByRole('heading')
      .first()
      .evaluate((h) => h.tagName),
  ).toBe('H1');
  await expect(page.getByRole('banner').getByRole('heading')).toHaveCount(0);
};

/**
 * Presses the key until the target has focus, each stop on the way visible and uncovered and,
 * when given, inside `within`. Fails after `most` presses.
 */
const pressUntil = async (
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  target: Locator,
  { most = 30, within }: { most?: number; within?: Locator } = {},
) => {
  await expect(target, 'where the keys should lead').toBeAttached();
  const goal = await target.elementHandle();
  const container = within ? await within.elementHandle() : null;
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    expect(await whyFocusUnseen(page), `stop ${presses}`).toBe('');
    if (container)
      expect(
        await container.evaluate((c) => c.contains(document.activeElement)),
        `stop ${presses} stays inside ${within}`,
      ).toBe(true);
    if (await goal!.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`${most} presses of ${key} did not reach ${target}`);
};

/** Axe on the screen as it is now, at a desktop's width and at a phone's. */
const expectAccessibleAtBothWidths = async (page: Page, state: string) => {
  const before = page.viewportSize()!;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${state} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(before);
};

/** The visible, operable elements a notice lies over (none, where it belongs). */
const coveredByNotice = (notice: Locator) =>
  notice.evaluate(
    (toast) => {
      const t = toast.getBoundingClientRect();
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      );
      return [...controls]
        .filter((c) => !toast.contains(c) && c.checkVisibility())
        .filter((c) => {
          const b = c.getBoundingClientRect();
          return (
            b.width > 0 &&
            b.left < t.right &&
            b.right > t.left &&
            b.top < t.bottom &&
            b.bottom > t.top
          );
        })
        .map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim() ?? c.tagName);
    },
    undefined,
    // It is on screen for 4 s: a check that has to wait for it has missed it.
    { timeout: 1000 },
  );

/**
 * A visitor's message, straight to the API the contact form calls, from an address of its own
 * (every 127.x.y.z is this machine): the API takes five messages per address in 15 minutes,
 * and the other specs' visitors share 127.0.0.1.
 */
const sendMessage = async (club: Club) => {
  const subject = `Keyboard visit ${run}`;
  const body = JSON.stringify({
    name: 'Sadia Rahman',
    email: 'sadia@example.org',
    subject,
    message: 'May we visit?',
  });
  const { port } = new URL(club.url);
  const byte = () => 1 + Math.floor(Math.random() * 250);
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: CONTACT_PATH,
        method: 'POST',
        localAddress: `127.${byte()}.${byte()}.${byte()}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  expect(status).toBe(200);
  return subject;
};

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('skip link, side menu, a message read, marked and deleted, then the account menu and logout', async ({
    page,
    club,
  }) => {
    const subject = await sendMessage(club);
    // The page's timers run as usual until the test jumps ahead (a notice's 4 s).
    await page.clock.install();
    // The walk starts from a fresh load, focus at the top of the page.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached();
    await expectOneH1First(page);

    // The skip link comes first, legible, in its own room rather than over the menu button.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', 'Skip to content');
    const skip = (await focused(page).boundingBox())!;
    const menuButton = (await page.getByRole('button', { name: 'Close menu' }).boundingBox())!;
    expect(skip.x + skip.width).toBeLessThanOrEqual(menuButton.x);
    await page.keyboard.press('Enter');
    await expect(focused(page)).toHaveRole('main');

    // Back from the content into the side menu: links in a navigation landmark, a Tab stop each.
    const nav = page.getByRole('navigation', { name: 'Console' });
    const messages = nav.getByRole('link', { name: 'Messages', exact: true });
    // At most one stop per link of the menu (the owner's menu grows with its screens).
    const links = await nav.getByRole('link').count();
    await pressUntil(page, 'Shift+Tab', messages, { within: nav, most: links + 1 });
    await expectFocus(page, 'link', 'Messages');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/contact-message$/);
    await expectScreen(page, 'Inbox');

    // The subject is a link: Enter opens the message, its heading takes focus.
    const open = page.getByRole('link', { name: subject });
    await pressUntil(page, 'Tab', open);
    await expectFocus(page, 'link', subject);
    await page.keyboard.press('Enter');
    await expectScreen(page, subject);
    await expect.poll(() => whyFocusUnseen(page)).toBe('');
    await expectAccessibleAtBothWidths(page, 'a message');

    // Marking keeps focus on the button, and the notice lies clear of it and of every control.
    const mark = page.getByRole('button', { name: 'Mark as handled' });
    // Opening marked it read; until that is through the button waits.
    await expect(mark).not.toHaveAttribute('aria-disabled', 'true');
    await pressUntil(page, 'Shift+Tab', mark, { most: 5 });
    await page.keyboard.press('Enter');
    const notice = page.getByRole('alert').filter({ hasText: 'Message marked as handled.' });
    await expect(notice).toBeVisible();
    expect(await coveredByNotice(notice)).toEqual([]);
    // A pointer resting on it holds it past its 4 s; moved away, it goes.
    await notice.hover({ timeout: 2000 });
    await expectFocus(page, 'button', 'Mark as not handled');
    await page.clock.fastForward(6000);
    await expect(notice).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(6000);
    await expect(notice).toBeHidden();

    // Back to the inbox by its link, then the message again, and delete it.
    await pressUntil(page, 'Shift+Tab', page.getByRole('link', { name: 'Inbox' }), { most: 5 });
    await page.keyboard.press('Enter');
    await expectScreen(page, 'Inbox');
    await pressUntil(page, 'Tab', open);
    await page.keyboard.press('Enter');
    await expectScreen(page, subject);
    await pressUntil(page, 'Shift+Tab', page.getByRole('button', { name: 'Delete' }), { most: 5 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: `Delete message "${subject}"?` });
    await expect(dialog).toBeVisible();
    // Opened on Cancel: Enter straight away must not delete.
    await expectFocus(page, 'button', 'Cancel');
    await expectAccessibleAtBothWidths(page, 'the delete dialog');
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Confirm');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const deleted = page.getByRole('alert').filter({ hasText: 'Message deleted successfully.' });
    await expect(deleted).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/contact-message$/);
    expect(await coveredByNotice(deleted)).toEqual([]);
    // The notice fades away before the account menu is checked: axe reads a half-faded text
    // as too faint.
    await page.clock.fastForward(6000);
    await expect(deleted).toBeHidden();
    // Focus is on the list's heading, not lost on <body> with the deleted message's screen.
    await expectScreen(page, 'Inbox');
    await expect(open).toHaveCount(0);

    // The account menu, as a menu button: back past the side menu to it.
    // includeHidden: while the menu is open the rest of the page is hidden from screen readers.
    const profile = page.getByRole('button', { name: /^Profile/, includeHidden: true });
    await pressUntil(page, 'Shift+Tab', profile, { most: 25 });
    await expect(profile).toHaveAttribute('aria-haspopup', 'menu');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await expectFocus(page, 'menuitem', 'Change Pass');
    expect(await seriousViolations(page), 'the account menu').toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'menuitem', 'Logout');
    await page.keyboard.press('ArrowUp');
    await expectFocus(page, 'menuitem', 'Change Pass');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectFocus(page, 'button', 'Profile: admin@e2e.test');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expectFocus(page, 'menuitem', 'Change Pass');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'menuitem', 'Logout');
    await page.keyboard.press('Enter');
    await expect(page.getByText(SESSION_MESSAGES.loggedOut)).toBeVisible();
    // The session ends at once; the login screen follows 3 s later (admin-console.spec.ts).
    expect((await page.request.get(adminPath('protected'))).status()).toBe(401);
  });

  test('bulk issue end to end: file choosers opened with Enter and Space, then the QR sheet', async ({
    page,
  }) => {
    const event = `Keyboard Cup ${run}`;
    const csv = [
      'name,event,University,position,year',
      `Nabila Chowdhury,${event},BUET,Winner,2025`,
      `Arif Hossain,${event},BUET,Runner-up,2025`,
      `Missing Event,,BUET,Winner,2025`,
    ].join('\n');
    const picture = await sharp({
      create: { width: 800, height: 560, channels: 3, background: '#1f618d' },
    })
      .png()
      .toBuffer();
    const choosers = fileChoosers(page);

    await page.goto('/admin/certificate');
    await expect(page.getByRole('link', { name: 'Bulk issue' })).toBeVisible();

    const bulkIssue = page.getByRole('link', { name: 'Bulk issue' });
    await pressUntil(page, 'Tab', bulkIssue);
    await page.keyboard.press('Enter');
    await expectScreen(page, 'Issue certificates in bulk');

    // Enter on "Choose CSV file" opens the browser's file chooser.
    const chooseCsv = page.getByRole('button', { name: 'Choose CSV file' });
    await pressUntil(page, 'Tab', chooseCsv, { most: 5 });
    await expectFocus(page, 'button', 'Choose CSV file');
    await (
      await choosers.openWith('Enter')
    ).setFiles({ name: 'cup.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('2 ready, 1 with problems.')).toBeVisible();
    await expect(chooseCsv).toHaveAccessibleDescription('cup.csv');
    await expectFocus(page, 'button', 'Choose CSV file');

    // The picture choice is a named radio group; arrows pick, Space opens the ZIP chooser.
    const pictures = page.getByRole('radiogroup', { name: '2. The certificate pictures' });
    await pressUntil(page, 'Tab', pictures.getByRole('radio', { checked: true }), { most: 3 });
    await page.keyboard.press('ArrowRight');
    await expect(pictures.getByRole('radio', { name: /A ZIP of pictures/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Choose ZIP');
    const zipChooser = await choosers.openWith('Space');
    expect(await zipChooser.element().getAttribute('accept')).toContain('.zip');
    // Closed as a person would close it: a chooser left open keeps the next one from opening.
    await zipChooser.setFiles([]);

    // Back to one picture for all, chosen with Space.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await expect(pictures.getByRole('radio', { name: /One picture/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Choose picture');
    await (
      await choosers.openWith('Space')
    ).setFiles({ name: 'cup.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('button', { name: 'Choose picture' })).toHaveAccessibleDescription(
      'cup.png',
    );

    // The preview's table scrolls, so it is a Tab stop; then the Issue button.
    const issue = page.getByRole('button', { name: 'Issue 2 certificates' });
    await pressUntil(page, 'Tab', issue, { most: 5 });
    await expectAccessibleAtBothWidths(page, 'the bulk issue preview');
    await page.keyboard.press('Enter');
    // The button is gone; focus waits where the progress and then the report appear.
    await expectFocus(page, 'region', 'Progress and report');
    await expect(page.getByText('Created 2 certificates. Skipped 1 row.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the bulk issue report');

    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', `QR sheet for ${event}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/certificate\/qr-sheet\?event=/);
    await expectScreen(page, 'QR sheet');
    await expect(
      page.getByRole('list', { name: `QR codes of ${event}` }).getByRole('img'),
    ).toHaveCount(2);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the skip link, the side menu drawer and the account menu', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeAttached();

    await page.keyboard.press('Tab');
    await expectFocus(page, 'link', 'Skip to content');
    const skip = (await focused(page).boundingBox())!;
    const menuButton = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    expect(skip.x + skip.width).toBeLessThanOrEqual(menuButton.x);

    // The side menu opens over the screen; its links take Tab; Escape gives focus back.
    await page.keyboard.press('Tab');
    await expectFocus(page, 'button', 'Open menu');
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await pressUntil(page, 'Tab', nav.getByRole('link', { name: 'Messages', exact: true }), {
      most: 3,
      within: nav,
    });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expectFocus(page, 'button', 'Open menu');

    const profile = page.getByRole('button', { name: 'Profile' });
    await pressUntil(page, 'Tab', profile, { most: 3 });
    await expect(profile).toHaveAttribute('aria-haspopup', 'menu');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'menuitem', 'Change Pass');
    expect(await seriousViolations(page), 'the account menu').toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 'menuitem', 'Logout');
    await page.keyboard.press('Escape');
    await expectFocus(page, 'button', 'Profile');
  });
});
