import { expect, type Page } from '@playwright/test';
import { followRequests } from './network.js';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** Logs into the console from its front door, as the administrator does. */
export const logIn = async (page: Page) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('#email').fill(E2E_ADMIN.email);
  await page.locator('#password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);
};

/** The console's home, as the administrator sees it once logged in. */
export const expectDashboard = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();

/** Opens the console at its dashboard, in a test started in the administrator's session. */
export const openDashboard = async (page: Page) => {
  await page.goto('/admin');
  await expectDashboard(page);
};

/** The console is loaded and logged in, so its router can move to another screen. */
const inConsole = (page: Page) => {
  const { pathname } = new URL(page.url());
  return pathname.startsWith('/admin') && pathname !== '/admin/login';
};

/**
 * Opens a console screen and waits until it shows its title and has loaded its data. Within a
 * console already open it moves there as its links do, through the router: the same screen,
 * without loading the console again (and its start-up loader's 800 ms). `reload` loads it
 * afresh, when nothing of the screen before (a notice still up) may be left.
 */
export const openScreen = async (
  page: Page,
  path: string,
  title: string,
  { reload = false }: { reload?: boolean } = {},
) => {
  const settled = followRequests(page);
  if (!reload && inConsole(page))
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  else await page.goto(path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('#react-admin-title')).toContainText(title);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await settled();
};
