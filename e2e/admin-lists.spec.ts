import { certificate, restPath, team } from '@club/model';
import { expect, test } from './support/test.js';
import { coveredOnList, openScreen, QR_CODES } from './support/admin.js';
import { seriousViolations } from './support/axe.js';

test.use({ loggedIn: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// That every list fits at 1280 px, no header cell or QR code under another column, is checked
// on the walk through each resource's screens (admin-console.spec.ts), which opens them all.
test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test("a row's actions are icons named for the record, with a tooltip", async ({ page }) => {
    await openScreen(page, '/admin/team', 'Team List');
    const row = page.getByRole('row', { name: /Nusrat Jahan/ });
    const edit = row.getByRole('link', { name: 'Edit Nusrat Jahan', exact: true });
    await edit.hover();
    await expect(page.getByRole('tooltip', { name: 'Edit Nusrat Jahan' })).toBeVisible();
    await expect(
      row.getByRole('button', { name: 'Delete Nusrat Jahan', exact: true }),
    ).toBeVisible();
    // Reached and followed with the keyboard alone.
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#react-admin-title')).toContainText('Edit team member');
    await expect(page.locator('#name')).toHaveValue('Nusrat Jahan');
  });

  test('the administrator chooses which columns a list shows, with the keyboard, and the choice stays', async ({
    page,
  }) => {
    await openScreen(page, '/admin/team', 'Team List');
    const whatsapp = page.getByRole('columnheader', { name: team.fields.whatsapp.label });
    await expect(whatsapp).toBeVisible();

    await page.getByRole('button', { name: 'Columns' }).focus();
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('switch', { name: team.fields.whatsapp.label });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(whatsapp).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await expect(whatsapp).toHaveCount(0);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: team.fields.whatsapp.label }).check();
    await page.keyboard.press('Escape');
    await expect(whatsapp).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the certificate list shows each row with its whole QR code', async ({ page }) => {
    // The first page, as the list shows it: ten rows at most.
    const answer = await page.request.get(`${restPath(certificate)}?range=[0,9]`);
    const shown = ((await answer.json()) as unknown[]).length;
    expect(shown).toBeGreaterThan(0);
    await openScreen(page, '/admin/certificate', 'Certificates List');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.locator(QR_CODES)).toHaveCount(shown);
    expect(await coveredOnList(page)).toEqual([]);
  });
});

test('a list that fails to load says so in its own words and loads again on Retry', async ({
  page,
}) => {
  // Spec §8's words for the team list.
  const loadFailed = 'Failed to load team members.';
  const teamList = (url: URL) => url.pathname === restPath(team);

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
