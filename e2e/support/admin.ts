import { expect, type Page } from '@playwright/test';
import { followRequests } from './network.js';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** Logs into the console from its front door, as the administrator does; answers its response. */
export const logIn = async (page: Page) => {
  const response = await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('#email').fill(E2E_ADMIN.email);
  await page.locator('#password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectDashboard(page);
  return response;
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

/** The certificates' QR codes, as a list shows them. */
export const QR_CODES = 'img[alt^="QR code for"]';

/**
 * What lies over what on a list, as the administrator would see it: each header cell, and each
 * QR code brought into view, must be the element found at its centre and at its corners (just
 * inside them), or another element covers it. Also whether the table is wider than its card.
 */
export const coveredOnList = (page: Page) =>
  page.evaluate((qrSelector) => {
    const problems: string[] = [];
    const shows = (element: Element) => {
      const r = element.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      return points.every(([x, y]) => {
        const found = document.elementFromPoint(x!, y!);
        return found !== null && (found === element || element.contains(found));
      });
    };
    const card = document.querySelector('.RaList-content');
    if (card && card.scrollWidth > card.clientWidth + 1)
      problems.push(`the table is ${card.scrollWidth - card.clientWidth} px wider than its card`);
    for (const cell of document.querySelectorAll('thead th'))
      if (!shows(cell)) problems.push(`header "${cell.textContent}" is covered`);
    for (const img of document.querySelectorAll(qrSelector)) {
      img.scrollIntoView({ block: 'center' });
      const { width, height } = img.getBoundingClientRect();
      const name = img.getAttribute('alt');
      if (width < 100 || height < 100) problems.push(`${name} is ${width}×${height} px`);
      if (!shows(img)) problems.push(`${name} is not wholly visible`);
    }
    window.scrollTo(0, 0);
    return problems;
  }, QR_CODES);

/**
 * How far the page reaches past the right edge of the window, and what does; 'fits' when
 * nothing does. Every console screen is checked with it at 390 and 1280 px.
 */
export const overflow = async (page: Page) => {
  const { px, wide } = await page.evaluate(() => ({
    px: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName}.${String(e.className).slice(0, 80)}`),
  }));
  return px > 0 ? `${px} px too wide: ${wide.join(', ')}` : 'fits';
};
