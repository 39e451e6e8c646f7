import { expect, type Page, type Request } from '@playwright/test';

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

const pending = new WeakMap<Page, Set<Request>>();

/** The page's requests not yet answered, followed from the first call on. */
const requestsInFlight = (page: Page) => {
  let inFlight = pending.get(page);
  if (!inFlight) {
    const open = new Set<Request>();
    page.on('request', (r) => open.add(r));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    pending.set(page, open);
    inFlight = open;
  }
  return inFlight;
};

// Long enough for a screen's follow-up requests (a record's references) to have started.
const QUIET_MS = 200;

/** Waits until the page has sent nothing new and has no answer outstanding for a moment. */
const networkQuiet = async (page: Page, inFlight: Set<Request>) => {
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (inFlight.size > 0) quietSince = Date.now();
  }
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
  const inFlight = requestsInFlight(page);
  if (!reload && inConsole(page))
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  else await page.goto(path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('#react-admin-title')).toContainText(title);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await networkQuiet(page, inFlight);
};
