import { readFile } from 'node:fs/promises';
import { request, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS_PATH, AUDIT_PATH, EXPORT_PATH, PASSWORD_PATHS } from '@club/model';
import { expect, test, type Club } from './support/test.js';
import {
  coveredOnList,
  E2E_ADMIN,
  expectDashboard,
  logIn,
  openScreen,
  overflow,
} from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { whyFocusUnseen } from './support/focus.js';
import { sentMail } from './support/site.js';

/**
 * The owners' audit log (issue 19): a failed sign-in and the owner's own show in it, the
 * failed one marked Refused; the filters by kind and person narrow it; the CSV holds what they
 * select. At both widths, with axe and the overflow check on each state; at 1280 px the
 * filters and the export are used with the keyboard alone. An editor finds a page saying only
 * an owner may read it.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const REFUSED_WHAT = 'Sign-in refused: Wrong email or password.';
const CSV_HEADER = '\uFEFFWhen,Who,Kind,What,From,Result\r\n';

/** No serious axe violation, and nothing wider than the window. */
const expectUsable = async (page: Page, state: string) => {
  expect(await seriousViolations(page), state).toEqual([]);
  expect(await overflow(page), state).toBe('fits');
};

/** A wrong password for the owner's address, typed in a browser of its own (a stranger's). */
const failSignIn = async (browser: Browser, club: Club) => {
  const stranger = await browser.newContext({
    baseURL: club.url,
    storageState: { cookies: [], origins: [] },
  });
  const login = await stranger.newPage();
  await login.goto('/admin/login');
  await login.locator('#email').fill(E2E_ADMIN.email);
  await login.locator('#password').fill('not the password');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByText('Wrong email or password.')).toBeVisible();
  await stranger.close();
};

/** The entries on screen: the table's rows, or on a phone the compact list's items. */
const entries = (page: Page, phone: boolean) =>
  phone
    ? page.getByRole('main').getByRole('listitem')
    : page.getByRole('row').filter({ has: page.getByRole('cell') });

/**
 * Waits for the list's request with these filters (beside the time zone the list always sends),
 * and answers what it returned.
 */
const listed = (page: Page, filter: Record<string, string>) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== AUDIT_PATH) return false;
    const { offset, ...asked } = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<
      string,
      string
    >;
    return (
      typeof offset === 'number' &&
      JSON.stringify(asked, Object.keys(asked).sort()) === JSON.stringify(filter)
    );
  });

/** The newest two entries are the owner's sign-in, then the stranger's refused one. */
const expectSignInsOnTop = async (rows: Locator) => {
  await expect(rows.first()).toContainText('Signed in');
  await expect(rows.first()).toContainText(E2E_ADMIN.email);
  await expect(rows.first().getByText('Refused', { exact: true })).toHaveCount(0);
  await expect(rows.nth(1)).toContainText(REFUSED_WHAT);
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.email);
  await expect(rows.nth(1).getByText('Refused', { exact: true })).toBeVisible();
};

/** The saved file's name and lines; the name carries the browser's own date. */
const readCsv = async (page: Page, download: Download) => {
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(download.suggestedFilename()).toBe(`audit-log-${today}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith(CSV_HEADER)).toBe(true);
  return text.slice(CSV_HEADER.length).split('\r\n').filter(Boolean);
};

/** The file holds the failed sign-in made at `since` or later, and only the owner's sign-ins. */
const expectFailedSignInLine = (lines: string[], since: number) => {
  expect(lines.length).toBeGreaterThanOrEqual(2);
  for (const line of lines) expect(line).toMatch(/^[^,]+,admin@e2e\.test,Sign-ins,/);
  const refused = lines
    .map((line) =>
      line.match(
        /^([^,]+),admin@e2e\.test,Sign-ins,Sign-in refused: Wrong email or password\.,[^,]*,Refused$/,
      ),
    )
    .filter((match) => match !== null && Date.parse(match[1]!) >= since);
  expect(refused, lines.join('\n')).toHaveLength(1);
};

/** Presses Tab until the target has focus, each stop on the way visible; fails after `most`. */
const tabTo = async (page: Page, target: Locator, most = 12) => {
  const goal = await target.elementHandle();
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    // Polled: a field's label moves out of the way as it takes focus, over 200 ms.
    await expect.poll(() => whyFocusUnseen(page), { message: `stop ${presses}` }).toBe('');
    if (await goal!.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
};

test.describe('an owner', () => {
  test(`at ${DESKTOP.width} px reads a refused sign-in, filters with the keyboard alone and exports CSV`, async ({
    page,
    browser,
    club,
  }) => {
    test.slow();
    await page.setViewportSize(DESKTOP);
    // A second's slack: the server's clock stamps the entry, this one only starts the wait.
    const since = Date.now() - 1000;
    await failSignIn(browser, club);
    await logIn(page);

    await openScreen(page, '/admin/audit', 'Audit log');
    const rows = entries(page, false);
    await expectSignInsOnTop(rows);
    expect(await coveredOnList(page)).toEqual([]);
    await expectUsable(page, 'the audit log');

    // Opening the screen put focus on its heading; from there, the filters in order.
    const person = page.getByRole('textbox', { name: 'Person (e-mail)' });
    await tabTo(page, person);
    let answer = listed(page, { who: E2E_ADMIN.email });
    await page.keyboard.type(E2E_ADMIN.email);
    await answer;
    const kind = page.getByRole('combobox', { name: 'Kind' });
    await tabTo(page, kind);
    await page.keyboard.press('ArrowDown');
    const signIns = page.getByRole('option', { name: 'Sign-ins' });
    for (
      let presses = 0;
      presses < 8 && !(await signIns.evaluate((e) => e === document.activeElement));
      presses++
    )
      await page.keyboard.press('ArrowDown');
    await expect(signIns).toBeFocused();
    await expectUsable(page, 'the kinds open');
    answer = listed(page, { kind: 'sign-in', who: E2E_ADMIN.email });
    await page.keyboard.press('Enter');
    await answer;
    await expect(kind).toBeFocused();
    await expect(kind).toHaveText('Sign-ins');

    // Only the owner's sign-ins remain: the demo content's entries are gone.
    await expectSignInsOnTop(rows);
    const column = (n: number) => async () =>
      new Set(await rows.locator(`td:nth-child(${n})`).allTextContents());
    await expect.poll(column(3)).toEqual(new Set(['Sign-ins']));
    await expect.poll(column(2)).toEqual(new Set([E2E_ADMIN.email]));
    await expectUsable(page, 'the audit log filtered');

    // The export, by the keyboard too (past the days' fields, a stop for each part of a date),
    // holds what the filters select.
    await tabTo(page, page.getByRole('button', { name: 'Export CSV' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expectFailedSignInLine(await readCsv(page, await download), since);
  });

  test(`at ${PHONE.width} px reads a refused sign-in in the compact list, filters it and exports CSV`, async ({
    page,
    browser,
    club,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    const since = Date.now() - 1000;
    await failSignIn(browser, club);
    await logIn(page);

    await openScreen(page, '/admin/audit', 'Audit log');
    const rows = entries(page, true);
    await expectSignInsOnTop(rows);
    await expectUsable(page, 'the audit log on a phone');

    // A person with no entries: the list says so, and the page still fits.
    const person = page.getByRole('textbox', { name: 'Person (e-mail)' });
    let answer = listed(page, { who: 'nobody.here' });
    await person.fill('nobody.here');
    await answer;
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await expectUsable(page, 'no entries match');

    answer = listed(page, { who: E2E_ADMIN.email });
    await person.fill(E2E_ADMIN.email);
    await answer;
    await page.getByRole('combobox', { name: 'Kind' }).click();
    answer = listed(page, { kind: 'sign-in', who: E2E_ADMIN.email });
    await page.getByRole('option', { name: 'Sign-ins' }).click();
    await answer;
    await expectSignInsOnTop(rows);
    await expect(rows.filter({ hasNotText: `${E2E_ADMIN.email} · Sign-ins` })).toHaveCount(0);
    await expectUsable(page, 'the audit log filtered on a phone');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expectFailedSignInLine(await readCsv(page, await download), since);
  });
});

test('an editor finds a page saying only an owner reads the audit log or exports everything, and no menu entry', async ({
  page,
  club,
  adminSession,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = `audit.editor.${Date.now().toString(36)}@e2e.test`;
  const password = 'an editor passphrase';

  // An editor who has accepted their invitation, made through the API as the owner would.
  const owner = await request.newContext({
    baseURL: club.url,
    storageState: await adminSession.current(),
  });
  expect((await owner.post(ACCOUNTS_PATH, { data: { email, role: 'editor' } })).status()).toBe(201);
  const invitation = (await sentMail(club)).find((m) => m.destination.to.includes(email));
  const token = invitation?.body.text?.match(/\/admin\/set-password#token=([\w-]+)/)?.[1];
  expect(token).toBeTruthy();
  expect((await owner.post(PASSWORD_PATHS.set, { data: { token, password } })).status()).toBe(200);
  await owner.dispose();

  await page.goto('/admin/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await openScreen(page, '/admin/audit', 'Audit log');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Only an owner can read the audit log' }),
  ).toBeVisible();
  await expectUsable(page, 'the audit log, to an editor');
  // The API refuses them too, in words.
  const refused = await page.request.get(AUDIT_PATH);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message?: string }).message).toBeTruthy();

  // Export everything (issue 20) is an owner's too: every private address at once.
  await expect(nav.getByRole('link', { name: 'Export everything' })).toHaveCount(0);
  await openScreen(page, '/admin/export', 'Export everything');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Only an owner can export the whole site' }),
  ).toBeVisible();
  await expectUsable(page, 'Export everything, to an editor');
  expect((await page.request.get(EXPORT_PATH)).status()).toBe(403);
});
