import { expect, test } from './support/test.js';
import { adminPath } from '@club/model';

// An address that is not the administrator's, so the other specs can still log in. Five of
// the twenty failures the stack allows from one client in 15 minutes are spent here.
const GUESSED = 'intruder@e2e.test';

test('after 5 failed logins the login page says the address is blocked and for how long', async ({
  page,
}) => {
  await page.goto('/admin/login');
  const signIn = async (password: string) => {
    await page.locator('#email').fill(GUESSED);
    await page.locator('#password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith(adminPath('login')));
    await signIn(`guess number ${attempt}`);
    expect((await answer).status()).toBe(401);
  }
  await signIn('guess number 6');
  await expect(
    page.getByText('Too many failed logins for this address. Try again in 15 minutes.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
