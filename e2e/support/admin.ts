import { expect, type Page } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

/** Logs into the console from its front door, as the administrator does. */
export const logIn = async (page: Page) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('#email').fill(E2E_ADMIN.email);
  await page.locator('#password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Website content' })).toBeVisible();
};

/** Opens a console screen and waits until it shows its title and has loaded its data. */
export const openScreen = async (page: Page, path: string, title: string) => {
  await page.goto(path);
  await expect(page.locator('#react-admin-title')).toContainText(title);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
};
