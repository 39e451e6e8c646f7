import {
  achievement,
  adminPath,
  advisor,
  certificate,
  CLUB_NAME,
  contentResources,
  REST_ROOT,
  restPath,
  SESSION_MESSAGES,
  team,
  TABLE_TEXT_LIMIT,
  type ResourceDefinition,
} from '@club/model';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  coveredOnList,
  E2E_ADMIN,
  expectDashboard,
  logIn,
  openDashboard,
  openScreen,
  QR_CODES,
} from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { pauseClock } from './support/clock.js';

const PHONE = { width: 390, height: 844 };

/** The first record of a resource, through the same REST face the console reads. */
const firstRecord = async (page: Page, name: string) => {
  const answer = await page.request.get(`${REST_ROOT}/${name}?range=[0,0]`);
  const [record] = (await answer.json()) as { id: string }[];
  return record;
};

/** The console's screens of one resource, each with the title it shows once ready. */
const screensOf = async (page: Page, d: ResourceDefinition) => {
  const screens = [
    { path: `/admin/${d.name}`, title: `${d.labels.many} List` },
    { path: `/admin/${d.name}/create`, title: d.labels.addTitle },
  ];
  const record = await firstRecord(page, d.name);
  if (record)
    screens.push({
      path: `/admin/${d.name}/${encodeURIComponent(record.id)}`,
      title: `Edit ${d.labels.one}`,
    });
  else console.log(`No ${d.name} in the demo content: its edit screen is not checked.`);
  return screens;
};

/** Where the app bar ends: notices belong below it, clear of the signed-in name. */
const appBarBottom = async (page: Page) => {
  const bar = (await page.getByRole('banner').boundingBox())!;
  return bar.y + bar.height;
};

/** How far the page reaches past the right edge of the screen, in pixels, and what does. */
const overflow = async (page: Page) => {
  const { px, wide } = await page.evaluate(() => ({
    px: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)}`),
  }));
  return px > 0 ? `${px} px too wide: ${wide.join(', ')}` : 'fits';
};

// Tests start in the administrator's session, but for those of logging in and out.
test.use({ loggedIn: true });

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('logged out', () => {
      test.use({ loggedIn: false });

      test('the login page and the dashboard have no serious accessibility violation', async ({
        page,
      }) => {
        await page.goto('/admin/login');
        await expect(page.getByRole('heading', { name: CLUB_NAME, level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(await overflow(page)).toBe('fits');
        await logIn(page);
        await page.waitForLoadState('networkidle');
        // As on every screen: once its data is in, and the spinner in the app bar has gone.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        expect(await overflow(page)).toBe('fits');
      });
    });

    test('the inbox, bulk issue, QR sheet and change password screens are usable and accessible', async ({
      page,
    }) => {
      const screens = [
        { path: '/admin/contact-message', title: 'Inbox' },
        { path: '/admin/certificate/bulk-issue', title: 'Issue certificates in bulk' },
        { path: '/admin/certificate/qr-sheet', title: 'QR sheet' },
        { path: '/admin/changepassword', title: 'Change password' },
      ];
      for (const { path, title } of screens) {
        await openScreen(page, path, title);
        expect(await seriousViolations(page), path).toEqual([]);
        expect(await overflow(page), path).toBe('fits');
      }
    });
  });
}

/**
 * A resource's screens on a phone: list (a compact list there), add and edit, each with axe
 * and the overflow check, and each form with its Back link to the dashboard. Soft: a run goes
 * on to the next screen and resource, and names every one that fails, as a test per resource
 * did.
 */
const checkOnPhone = async (page: Page, d: ResourceDefinition) => {
  for (const { path, title } of await screensOf(page, d)) {
    await openScreen(page, path, title);
    expect.soft(await seriousViolations(page), `${path} at 390 px`).toEqual([]);
    expect.soft(await overflow(page), `${path} at 390 px`).toBe('fits');
    // The add and the edit form.
    if (path !== `/admin/${d.name}`)
      await expect
        .soft(page.getByRole('link', { name: 'Back', exact: true }), path)
        .toHaveAttribute('href', /\/admin\/?$/);
  }
};

/**
 * A resource's list on a desktop, where it is a table: no header cell or QR code under another
 * column, and axe. Its forms are the same elements at both widths, so axe sees them once.
 */
const checkListOnDesktop = async (page: Page, d: ResourceDefinition) => {
  const path = `/admin/${d.name}`;
  await openScreen(page, path, `${d.labels.many} List`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect.soft(await coveredOnList(page), `${path} at 1280 px`).toEqual([]);
  // The certificates' QR codes are among what was checked.
  if (d.name === certificate.name)
    expect(await page.locator(QR_CODES).count(), path).toBeGreaterThan(0);
  expect.soft(await seriousViolations(page), `${path} at 1280 px`).toEqual([]);
};

// The resources in three groups, a test each: one console start-up (its 800 ms loader) walks
// a group's screens through the router, instead of one start-up per resource. Three tests of
// about the same length keep the two workers even; a step per resource names the one that
// fails. The console starts on the phone and is widened once: made narrow again, it would
// keep the side menu a desktop opens, lying over the screen as a phone's open menu does.
const GROUPS = 3;
const perGroup = Math.ceil(contentResources.length / GROUPS);
for (let g = 0; g < GROUPS; g++) {
  const group = contentResources.slice(g * perGroup, (g + 1) * perGroup);
  test(`${group.map((d) => d.labels.many).join(', ')}: list, add and edit screens are usable and accessible, lists fit, and forms lead Back`, async ({
    page,
  }) => {
    // Four screens and four scans for each of five resources, on a busy machine.
    test.slow();
    await page.setViewportSize(PHONE);
    for (const d of group)
      await test.step(`${d.labels.many} at 390 px`, () => checkOnPhone(page, d));
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const d of group)
      await test.step(`${d.labels.many} at 1280 px`, () => checkListOnDesktop(page, d));
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('lists are compact lists, and the dashboard add buttons each sit in their own card', async ({
    page,
  }) => {
    await openDashboard(page);
    const adds = page.getByRole('link', { name: /^Add / });
    await expect(adds).toHaveCount(contentResources.length);
    const boxes = await Promise.all((await adds.all()).map((a) => a.boundingBox()));
    const spots = new Set(boxes.map((b) => `${Math.round(b!.x)},${Math.round(b!.y)}`));
    expect(spots.size).toBe(contentResources.length);

    await openScreen(page, '/admin/team', 'Team List');
    await expect(page.getByRole('table')).toHaveCount(0);
    // Import CSV and Export CSV come first under the app bar, then the search box, with no
    // empty band above either.
    const csv = (await page.getByRole('button', { name: 'Export CSV' }).boundingBox())!;
    const search = (await page.getByRole('textbox', { name: 'Search' }).boundingBox())!;
    expect(csv.y - (await appBarBottom(page))).toBeLessThan(24);
    expect(search.y - (csv.y + csv.height)).toBeLessThan(24);
    await page.getByRole('link', { name: /Nusrat Jahan/ }).click();
    await expect(page.locator('#react-admin-title')).toContainText('Edit team member');
  });

  test('a failed save shows its message above the form, clear of the Save button', async ({
    page,
  }) => {
    await openScreen(page, '/admin/counter/create', 'Add Counter');
    await page.getByRole('button', { name: 'Save' }).click();
    const toast = page.getByRole('alert').first();
    await expect(toast).toBeVisible();
    const save = (await page.getByRole('button', { name: 'Save' }).boundingBox())!;
    const message = (await toast.boundingBox())!;
    expect(message.y + message.height).toBeLessThanOrEqual(save.y);
    expect(message.y).toBeGreaterThanOrEqual(await appBarBottom(page));
  });
});

test('while a screen loads, the app bar’s spinner has a name a screen reader can say', async ({
  page,
}) => {
  await openDashboard(page);
  await page.route(`**${restPath(team)}?*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await expect(
    page.getByRole('banner').getByRole('progressbar', { name: 'Loading' }),
  ).toBeVisible();
});

// A window narrowed with the desktop's menu open once turned that menu into a phone's drawer,
// open, off screen, and everything behind it hidden from screen readers (aria-hidden).
test('a window narrowed from a desktop to a phone leaves the screen reachable, its menu closed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page);
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
  await expect(
    page.locator('[aria-hidden="true"]').filter({ has: page.locator('main') }),
  ).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeHidden();
  // The menu button still opens it, over the screen, and Escape closes it again.
  await page.locator('.RaAppBar-menuButton').click();
  await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
});

test.describe('lists', () => {
  test('show a row number, cut descriptions at 20 characters, and draw links in the theme', async ({
    page,
  }) => {
    await openScreen(page, '/admin/team', 'Team List');
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.locator('td').first()).toHaveText('1');
    await expect(page.locator('tbody tr').nth(1).locator('td').first()).toHaveText('2');
    const link = firstRow.getByRole('link').first();
    const color = await link.evaluate((a) => getComputedStyle(a).color);
    // Chrome's default link blue and visited purple.
    expect(['rgb(0, 0, 238)', 'rgb(85, 26, 139)']).not.toContain(color);

    // The achievement table's ellipsis follows description1's length (spec §5).
    const answer = await page.request.get(`${restPath(achievement)}?range=[0,0]`);
    const [first] = (await answer.json()) as Record<string, string>[];
    await openScreen(page, '/admin/achievement', 'Achievements List');
    const long = first!.description1!.length > TABLE_TEXT_LIMIT;
    const expected = `${first!.description2!.slice(0, TABLE_TEXT_LIMIT)}${long ? '...' : ''}`;
    await expect(page.locator('tbody tr').first()).toContainText(expected);
  });
});

test.describe('events, sub-events and advisors', () => {
  test("an event row's plus opens the sub-event form with that event chosen", async ({ page }) => {
    await openScreen(page, '/admin/event', 'Events List');
    await page.getByRole('link', { name: 'Add a sub-event to Arduino Bootcamp' }).click();
    await expect(page).toHaveURL(/\/admin\/sub-event\/create/);
    await expect(page.locator('#eventName')).toHaveText('Arduino Bootcamp');
  });

  test("the advisor form offers only the chosen event's sub-events, on add and on edit", async ({
    page,
  }) => {
    await openScreen(page, '/admin/advisor/create', 'Add Advisor');
    // Before the event is chosen, the sub-event offers none (spec §5: only the event's own).
    const subevent = page.locator('#subevent');
    await expect(subevent).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Choose the Event first')).toBeVisible();
    await subevent.click({ force: true });
    // MUI opens a menu within its 225 ms transition; give it more than that to appear.
    await page.waitForTimeout(500);
    await expect(page.getByRole('option')).toHaveCount(0);

    await page.locator('#mainevent').click();
    await page.getByRole('option', { name: 'Arduino Bootcamp' }).click();
    await page.locator('#subevent').click();
    await expect(page.getByRole('option')).toHaveText(['Sensors and Motors']);
    await page.keyboard.press('Escape');

    const answer = await page.request.get(
      `${restPath(advisor)}?filter=${encodeURIComponent(JSON.stringify({ mainevent: 'Robo Carnival 2025' }))}`,
    );
    const [carnivalAdvisor] = (await answer.json()) as { id: string }[];
    await openScreen(page, `/admin/advisor/${carnivalAdvisor!.id}`, 'Edit advisor');
    await page.locator('#subevent').click();
    await expect(page.getByRole('option')).toHaveText(['Line Follower Race', 'Soccer Bot Cup']);
  });
});

test.describe('the session', () => {
  test.use({ loggedIn: false });

  test('the start-up loader shows for at least 800 ms while the session is checked', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const times: { shown?: number; hidden?: number } = {};
      (window as unknown as { loaderTimes: typeof times }).loaderTimes = times;
      new MutationObserver(() => {
        const loader = document.querySelector('[aria-label="Checking your session"]');
        if (loader && times.shown === undefined) times.shown = performance.now();
        if (!loader && times.shown !== undefined && times.hidden === undefined)
          times.hidden = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    const times = await page.evaluate(
      () => (window as unknown as { loaderTimes: { shown: number; hidden: number } }).loaderTimes,
    );
    expect(times.hidden - times.shown).toBeGreaterThanOrEqual(800);
  });

  test('the login page names the club and can show the password', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: CLUB_NAME })).toBeVisible();
    await page.locator('#password').fill('secret words');
    await expect(page.locator('#password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  });

  test('logout says so at the bottom of the screen, ends the session with one call, and returns to the login after 3 seconds', async ({
    page,
  }) => {
    // The page's timers run as usual until the clock stands still, from the click on Logout.
    await page.clock.install();
    await logIn(page);
    // The login's own notice has its time first: the logout's would wait behind it.
    await page.clock.runFor(5000);
    await expect(page.getByText('Logged in successfully.')).toBeHidden();
    const logoutCalls: number[] = [];
    page.on('response', (answer) => {
      const { pathname } = new URL(answer.url());
      if (pathname === adminPath('logout')) logoutCalls.push(answer.status());
    });
    await page.getByRole('button', { name: 'Profile' }).click();
    await pauseClock(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const toast = page.getByText(SESSION_MESSAGES.loggedOut);
    await expect(toast).toBeVisible();
    // The account menu fades out and the notice slides in, well before the notice's 3 s.
    await page.clock.runFor(1000);
    // At the bottom, clear of the buttons at the top of every screen.
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
    // The signed-in name stays readable: nothing lies over it once the account menu has gone.
    const name = (await page.getByText(E2E_ADMIN.email).boundingBox())!;
    const atName = () =>
      page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.textContent,
        [name.x + name.width / 2, name.y + name.height / 2],
      );
    await expect.poll(atName, { timeout: 2000 }).toBe(E2E_ADMIN.email);
    // Still there just before the 3 s, the login screen just after.
    await page.clock.runFor(1900);
    await expect(toast).toBeVisible();
    expect(page.url()).not.toMatch(/\/login$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.waitForLoadState('networkidle');
    // One call, answered 200; a second one would meet the ended session's 401.
    expect(logoutCalls).toEqual([200]);
    // The session really ended.
    expect((await page.request.get(adminPath('protected'))).status()).toBe(401);
  });

  test('a moment when the API does not answer keeps the editor on their screen, signed in', async ({
    page,
  }) => {
    await logIn(page);
    // The gateway fails the next two session checks, as it does while the API restarts.
    let failed = 0;
    await page.route(adminPath('protected'), async (route) => {
      if (failed++ < 2) return route.fulfill({ status: 502, body: 'Bad Gateway' });
      return route.continue();
    });
    const logouts: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === adminPath('logout')) logouts.push(r.method());
    });
    await openScreen(page, '/admin/team', 'Team List', { reload: true });
    expect(failed).toBeGreaterThan(2);
    expect(logouts).toEqual([]);
    await page.unroute(adminPath('protected'));
    expect((await page.request.get(adminPath('protected'))).status()).toBe(200);
  });

  test('change password asks for the current one, then ends the session', async ({ page }) => {
    const changeTo = async (current: string, next: string) => {
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Change Pass' })
        .click();
      await expect(page.locator('#react-admin-title')).toContainText('Change password');
      await page.locator('#currentPassword').fill(current);
      await page.locator('#password').fill(next);
      await page.locator('#confirmPassword').fill(next);
      await page.getByRole('button', { name: 'Change password' }).click();
    };

    await logIn(page);
    await changeTo('not my password', 'a brand new passphrase');
    await expect(page.getByText('The current password is wrong.').first()).toBeVisible();
    // Still logged in: a wrong current password is not a lost session.
    await expect(page).toHaveURL(/\/admin\/changepassword$/);

    await page.locator('#currentPassword').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Back to the password the other specs use, through the same screen.
    await page.locator('#email').fill(E2E_ADMIN.email);
    await page.locator('#password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectDashboard(page);
    await changeTo('a brand new passphrase', E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await logIn(page);
  });
});
