import { request, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  accountPath,
  ACCOUNTS_PATH,
  FORGOT_PASSWORD_ANSWER,
  PASSWORD_PATHS,
  ROLE_LABELS,
} from '@club/model';
import { expect, test, type Club } from './support/test.js';
import { E2E_ADMIN, expectDashboard, openScreen, overflow } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { whyFocusUnseen } from './support/focus.js';
import { sentMail } from './support/site.js';

/**
 * The console's accounts (issue 19): an owner invites an editor by e-mail, the editor sets a
 * password from the mailed link and works beside the owner without the accounts, and
 * disabling them signs them out; "Forgot password?" mails a link that sets a new password.
 * Each flow at both widths, with axe and the overflow check on every screen it opens.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// The stack lives for the whole run; addresses of this run cannot meet those of another test.
const run = Date.now().toString(36);

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** No serious axe violation, and nothing wider than the window. */
const expectUsable = async (page: Page, screen: string) => {
  expect(await seriousViolations(page), screen).toEqual([]);
  expect(await overflow(page), screen).toBe('fits');
};

/** The set-password links mailed to `to` under a subject, oldest first. */
const mailedLinks = async (club: Club, to: string, subject: string) =>
  (await sentMail(club))
    .filter((m) => m.destination.to.includes(to) && m.subject.includes(subject))
    .map((m) => m.body.text?.match(/https?:\/\/\S+\/admin\/set-password#token=[\w-]+/)?.[0])
    .filter((link): link is string => Boolean(link));

const INVITATION = 'You are invited';
const RESET = 'Set a new password';

/**
 * An editor who has accepted their invitation, made through the API as the owner would: the
 * forgot-password flow starts from an account that can sign in.
 */
const activeEditor = async (club: Club, owner: SessionState, email: string, password: string) => {
  const api = await request.newContext({ baseURL: club.url, storageState: owner });
  try {
    expect((await api.post(ACCOUNTS_PATH, { data: { email, role: 'editor' } })).status()).toBe(201);
    const [link] = await mailedLinks(club, email, INVITATION);
    const token = new URL(link!).hash.replace('#token=', '');
    expect((await api.post(PASSWORD_PATHS.set, { data: { token, password } })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
};

const focused = (page: Page) => page.locator(':focus');

/** Focus is on this role and name, and a sighted user can see it. */
const expectFocus = async (page: Page, role: Parameters<Page['getByRole']>[0], name: string) => {
  await expect(focused(page)).toHaveRole(role);
  await expect(focused(page)).toHaveAccessibleName(name);
  await expect.poll(() => whyFocusUnseen(page)).toBe('');
};

/**
 * Presses Tab until the target has focus, each stop on the way visible once a field's label has
 * moved out of the way (a 200 ms transition); fails after `most`.
 */
const tabTo = async (page: Page, target: Locator, most = 10) => {
  const goal = await target.elementHandle();
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => whyFocusUnseen(page), `stop ${presses}`).toBe('');
    if (await goal!.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
};

for (const viewport of [DESKTOP, PHONE]) {
  const phone = viewport === PHONE;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('an owner', () => {
      test.use({ loggedIn: true });

      test('invites an editor, who sets a password from the mail and signs in without the accounts; disabling them signs them out', async ({
        page,
        browser,
        club,
      }) => {
        // Two people's screens, a dozen axe scans and four mails, on a busy machine.
        test.slow();
        const email = `editor.${run}.${viewport.width}@e2e.test`;
        const password = 'an editor passphrase';
        const accountScreen = `/admin/account/${encodeURIComponent(email)}`;

        // The owner's accounts, in the side menu.
        await openScreen(page, '/admin/account', 'Accounts');
        await expect(page.getByText(E2E_ADMIN.email).first()).toBeVisible();
        await expectUsable(page, 'the accounts');
        await page.getByRole('link', { name: 'Invite someone' }).click();
        await expect(page.locator('#react-admin-title')).toContainText('Invite someone');
        await expectUsable(page, 'the invitation');
        await page.locator('#email').fill(email);
        await expect(page.getByRole('radio', { name: /^Editor/ })).toBeChecked();
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/account$/);
        await expect(page.getByRole(phone ? 'link' : 'row', { name: email })).toContainText(
          'Invited',
        );

        // The invitation mailed again from the account's screen; either link works.
        await openScreen(page, accountScreen, 'Edit account');
        await expectUsable(page, 'an invited account');
        await page.getByRole('button', { name: 'Send the invitation again' }).click();
        await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
        await expect.poll(async () => (await mailedLinks(club, email, INVITATION)).length).toBe(2);
        const invitations = await mailedLinks(club, email, INVITATION);

        // The editor opens the newest, in a browser of their own.
        // Not the owner's session: the test's storage state would otherwise come along.
        const editorBrowser = await browser.newContext({
          baseURL: club.url,
          viewport,
          storageState: { cookies: [], origins: [] },
        });
        const editor = await editorBrowser.newPage();
        await editor.goto(invitations[1]!);
        await expect(
          editor.getByRole('heading', { level: 1, name: `Choose a password for ${email}` }),
        ).toBeVisible();
        // The token left the address bar before anything else could read it.
        expect(editor.url()).toBe(`${club.url}/admin/set-password`);
        await expectUsable(editor, 'choosing a password');
        await editor.locator('#password').fill(password);
        await editor.locator('#confirmPassword').fill(`${password} typo`);
        await editor.getByRole('button', { name: 'Save password' }).click();
        await expect(editor.getByText('The two passwords do not match.')).toBeVisible();
        await editor.locator('#confirmPassword').fill(password);
        await editor.getByRole('button', { name: 'Save password' }).click();

        // The login follows with the address filled in; the new password signs in.
        await expect(editor).toHaveURL(/\/admin\/login$/);
        await expect(editor.getByText(/Your password is set/)).toBeVisible();
        await expect(editor.locator('#email')).toHaveValue(email);
        await expect(editor.locator('#password')).toBeFocused();
        await editor.locator('#password').fill(password);
        await editor.getByRole('button', { name: 'Sign in' }).click();
        await expectDashboard(editor);

        // No Accounts in the editor's side menu; the owner's has them.
        const menuOf = async (who: Page) => {
          if (phone) await who.getByRole('button', { name: 'Open menu' }).click();
          const nav = who.getByRole('navigation', { name: 'Console' });
          await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
          const accounts = await nav.getByRole('link', { name: 'Accounts' }).count();
          if (phone) await who.keyboard.press('Escape');
          await expect(nav).toBeVisible({ visible: !phone });
          return accounts;
        };
        expect(await menuOf(editor)).toBe(0);
        expect(await menuOf(page)).toBe(1);

        // The account menu says who is signed in, and as what.
        await editor.getByRole('button', { name: /^Profile/ }).click();
        await expect(editor.getByRole('menu')).toContainText(`${email} · ${ROLE_LABELS.editor}`);
        await expectFocus(editor, 'menuitem', 'Change Pass');
        await editor.keyboard.press('Escape');

        // The accounts' address itself says who may manage them; so does the API.
        await openScreen(editor, '/admin/account', 'Accounts');
        await expect(
          editor.getByRole('heading', { level: 1, name: 'Only an owner can manage accounts' }),
        ).toBeVisible();
        await expectUsable(editor, 'the accounts, to an editor');
        expect((await editor.request.get(ACCOUNTS_PATH)).status()).toBe(403);

        // The owner disables the editor (afresh: their screen still shows the invitation); meanwhile
        // someone else saved the account, so the first save is refused in the API's words.
        await openScreen(page, accountScreen, 'Edit account', { reload: true });
        await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
        const seen = (await (await page.request.get(accountPath(email))).json()) as {
          version: number;
        };
        const elsewhere = await page.request.put(accountPath(email), {
          data: { role: 'editor', state: 'active', version: seen.version },
        });
        expect(elsewhere.status()).toBe(200);
        await page.getByRole('radio', { name: /^Disabled/ }).check();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(/changed by someone else/)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${accountScreen}$`));

        await openScreen(page, accountScreen, 'Edit account', { reload: true });
        await page.getByRole('radio', { name: /^Disabled/ }).check();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(
          page.getByText(`Saved: ${email} is Editor, disabled. They are signed out`),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/account$/);

        // The editor's next step in the console lands on the login.
        await editor.getByRole('link', { name: 'Back to the dashboard' }).click();
        await expect(editor).toHaveURL(/\/admin\/login$/);
        await editorBrowser.close();

        // Removed after a question naming the address.
        await openScreen(page, accountScreen, 'Edit account');
        await page.getByRole('button', { name: 'Remove account' }).click();
        const question = page.getByRole('alertdialog', { name: `Remove ${email}?` });
        await expect(question).toBeVisible();
        await expectUsable(page, 'the question before removing');
        await question.getByRole('button', { name: 'Confirm' }).click();
        await expect(
          page.getByText(`${email} was removed and can no longer sign in.`),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/account$/);
        expect((await page.request.get(accountPath(email))).status()).toBe(404);
      });
    });

    test('"Forgot password?" mails a link that sets a new password, with the keyboard alone', async ({
      page,
      club,
      adminSession,
    }) => {
      test.slow();
      const email = `forgetful.${run}.${viewport.width}@e2e.test`;
      const renewed = 'a renewed passphrase';
      await activeEditor(club, await adminSession.current(), email, 'the first passphrase');

      // From the login, with the address typed there, to "Forgot password?".
      await page.goto('/admin/login');
      await expect(page.locator('#email')).toBeFocused();
      await page.keyboard.type(email);
      await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/forgot-password$/);
      await expectFocus(page, 'heading', 'Forgot your password?');
      await expect(page.locator('#email')).toHaveValue(email);
      await expectUsable(page, 'forgot password');
      await tabTo(page, page.getByRole('button', { name: 'Send the link' }));
      await page.keyboard.press('Enter');

      // The answer, which does not say whether the address has an account, takes the focus.
      const answer = page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_ANSWER });
      await expect(answer).toBeFocused();
      await expectUsable(page, 'the answer to forgot password');
      await page.keyboard.press('Tab');
      await expectFocus(page, 'link', 'Back to sign-in');

      // The mailed link: a new password, typed and sent with the keyboard.
      const [link] = await mailedLinks(club, email, RESET);
      expect(link).toBeDefined();
      await page.goto(link!);
      await expect(
        page.getByRole('heading', { level: 1, name: `Set a new password for ${email}` }),
      ).toBeVisible();
      await expect(page.locator('#password')).toBeFocused();
      await expectUsable(page, 'setting a new password');
      await page.keyboard.type(renewed);
      await tabTo(page, page.locator('#confirmPassword'));
      await page.keyboard.type(renewed);
      await page.keyboard.press('Enter');

      // Back at the login, the address filled in and the password field focused.
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.locator('#email')).toHaveValue(email);
      await expect(page.locator('#password')).toBeFocused();
      await page.keyboard.type(renewed);
      await page.keyboard.press('Enter');
      await expectDashboard(page);

      // The link worked once: opened again, it says so and where to get a new one.
      await page.goto(link!);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This link does not work' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
      await expectUsable(page, 'a used link');
    });
  });
}
