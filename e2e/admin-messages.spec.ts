import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { CONTACT_MESSAGES, contactMessage, restPath } from '@club/model';
import { openDashboard, openScreen } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { openPage } from './support/site.js';

/** A visitor writes through the public contact form; answers the subject it used. */
const sendFromSite = async (page: Page, name: string) => {
  const subject = `Lab visit ${crypto.randomUUID().slice(0, 8)}`;
  await openPage(page, '/contact', 'Contact Us');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('nadia@example.org');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page
    .getByLabel('Message', { exact: true })
    .fill('Can our school visit the lab?\nWe are 20 pupils.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    CONTACT_MESSAGES.sent,
  );
  return subject;
};

/** Opens the console's dashboard; answers its Inbox card. */
const openInboxCard = async (page: Page) => {
  await openDashboard(page);
  return page.getByRole('region', { name: 'Inbox' });
};

// The visitor's side and the administrator's, in one browser already logged in.
test.use({ loggedIn: true });

test('a contact message sent from the site appears unread in the inbox and can be marked handled', async ({
  page,
}) => {
  const subject = await sendFromSite(page, 'Nadia Islam');

  // The dashboard's inbox card counts it as unread and lists it, marked, among the latest.
  const card = await openInboxCard(page);
  await expect(card).toContainText(/[1-9]\d* unread messages?/);
  const latest = card.getByRole('listitem').filter({ hasText: subject });
  await expect(latest).toContainText('Nadia Islam');
  await expect(latest).toContainText('New');

  // The inbox lists it first (newest), in bold with a "New" chip.
  await card.getByRole('link', { name: 'Open inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-message/);
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(page.getByRole('row').nth(1)).toContainText(subject);
  await expect(row).toContainText('New');
  await expect(row).toContainText('Mailed');
  await expect(row.getByRole('cell', { name: subject })).toHaveCSS('font-weight', '700');

  // Opening it shows the whole message with its line breaks, and a reply link.
  await row.getByRole('cell', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Can our school visit the lab?')).toHaveText(
    'Can our school visit the lab?\nWe are 20 pupils.',
  );
  await expect(page.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:nadia@example.org\\?subject=Re%3A%20Lab%20visit%20`),
  );
  await expect(page.getByText('Not handled', { exact: true })).toBeVisible();

  // Now it is read: the inbox no longer marks it.
  await page.getByRole('link', { name: 'Inbox' }).click();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('New');
  await expect(row.getByRole('cell', { name: subject })).toHaveCSS('font-weight', '400');

  await row.getByRole('cell', { name: subject }).click();
  await page.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(page.getByText('Message marked as handled.')).toBeVisible();
  await expect(page.locator('.MuiChip-root').filter({ hasText: /^Handled$/ })).toBeVisible();
  await expect(page.getByText('Not handled', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  // No second sending of a message the club already received.
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Delete message "${subject}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Message deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contact-message$/);
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toHaveCount(0);
});

test('on a phone the inbox is a compact list that opens a message', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const subject = await sendFromSite(page, 'Tanvir Ahmed');
  await expect(await openInboxCard(page)).toBeVisible();
  await openScreen(page, '/admin/contact-message', 'Inbox');
  const item = page.getByRole('link').filter({ hasText: subject });
  await expect(item).toContainText('Tanvir Ahmed');
  await expect(item).toContainText('New');
  // Nothing wider than the screen: no sideways scrolling to reach a message.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await item.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

// The inbox once met a server failure with "No Messages found" beside "1-10 of 10" and a raw
// "Internal Server Error" toast, and no way to try again (issue 32).
for (const width of [1280, 390]) {
  test(`at ${width} px, an inbox that fails to load says so, offers Retry and loads again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const subject = await sendFromSite(page, 'Farhana Akter');
    const loadFailed = 'Failed to load messages.';
    const inboxList = (url: URL) => url.pathname === restPath(contactMessage);
    const nothingMisleading = async () => {
      // react-admin's raw notice came with the failure and would stay up for seconds: count
      // now, as toHaveCount(0) would wait for it to fade.
      expect(await page.getByText('Internal Server Error').count()).toBe(0);
      await expect(page.getByText(/No Messages found|No messages yet/)).toHaveCount(0);
      await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
      await expect(page.getByText(subject)).toHaveCount(0);
    };

    // A list already on screen that fails to refresh says so, rather than show stale counts.
    await openScreen(page, '/admin/contact-message', 'Inbox');
    await expect(page.getByText(subject)).toBeVisible();
    await page.route(inboxList, (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert').filter({ hasText: loadFailed })).toBeVisible();
    await nothingMisleading();

    // Opened afresh while the server fails: the same.
    await page.goto('/admin/contact-message');
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(page.getByRole('alert').filter({ hasText: loadFailed })).toBeVisible();
    await expect(retry).toBeVisible();
    await nothingMisleading();

    await page.unroute(inboxList);
    await retry.click();
    await expect(page.getByText(subject)).toBeVisible();
    await expect(page.getByText(loadFailed)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`inbox-back-${width}.png`) });
  });
}
