import { expect, test } from '@playwright/test';
import { logIn } from './support/admin.js';

test('a list that fails to load says so in its own words and loads again on Retry', async ({
  page,
}) => {
  // Spec §8's words for the team list.
  const loadFailed = 'Failed to load team members.';
  await logIn(page);
  const teamList = (url: URL) => url.pathname === '/api/v1/team';

  await page.route(teamList, (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/admin/team');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(page.getByRole('alert').filter({ hasText: loadFailed })).toBeVisible();
  await expect(retry).toBeVisible();
  // react-admin's raw notice came with the failure and would stay up for seconds: count now,
  // as toHaveCount(0) would wait for it to fade.
  expect(await page.getByText('Internal Server Error').count()).toBe(0);
  await expect(page.getByText(/No Team found|nothing here yet/)).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);

  // Without any answer at all (the network is down), the same.
  await page.unroute(teamList);
  await page.route(teamList, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (r) => teamList(new URL(r.url())));
  await retry.click();
  await failed;
  await expect(retry).toBeEnabled();
  await expect(page.getByText(loadFailed)).toBeVisible();
  expect(await page.getByText('Failed to fetch').count()).toBe(0);
  await expect(page.getByText(/No Team found|nothing here yet/)).toHaveCount(0);

  await page.unroute(teamList);
  await retry.click();
  await expect(page.getByRole('row', { name: /Nusrat Jahan/ })).toBeVisible();
  await expect(page.getByText(loadFailed)).toHaveCount(0);
  await expect(page.getByText(/1-\d+ of \d+/)).toBeVisible();

  // A list already on screen that fails to refresh says so too, rather than show stale counts.
  await page.route(teamList, (route) => route.fulfill({ status: 500, json: {} }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(loadFailed)).toBeVisible();
  await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
});
