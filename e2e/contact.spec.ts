import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { CONTACT_MESSAGES, CONTACT_PATH } from '@club/model';
import { openPage, sentMail } from './support/site.js';

const fillIn = async (page: Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
};

const message = () => ({
  Name: 'Rahim Uddin',
  Email: 'rahim@example.org',
  Subject: `Joining the club ${crypto.randomUUID().slice(0, 8)}`,
  Message: 'How do I join?\nI build line followers.',
});

test('an empty field is refused with "All fields are required." and nothing is sent', async ({
  page,
}) => {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith(CONTACT_PATH)) sent = true;
  });
  await openPage(page, '/contact', 'Contact Us');
  await fillIn(page, { ...message(), Subject: '' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.contact-form__outcome')).toHaveText(CONTACT_MESSAGES.required);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    CONTACT_MESSAGES.required,
  );
  await expect(page.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
});

test('a message is sent: the club receives it by mail and the form is cleared', async ({
  page,
  club,
}) => {
  await openPage(page, '/contact', 'Contact Us');
  const values = message();
  await fillIn(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    CONTACT_MESSAGES.sent,
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const mail = (await sentMail(club)).find((m) => m.subject.includes(values.Subject));
  expect(mail).toBeDefined();
  expect(mail!.replyTo).toEqual([values.Email]);
  expect(mail!.body.html).toContain('How do I join?<br>I build line followers.');
});

test("the server's refusal is shown with its reason, and the visitor's words are kept", async ({
  page,
}) => {
  await openPage(page, '/contact', 'Contact Us');
  await fillIn(page, { ...message(), Email: 'rahim@' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.contact-form__outcome')).toHaveText(
    'Error: Email must be an e-mail address.',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rahim Uddin');
});

test('a network failure says to try again later', async ({ page }) => {
  await openPage(page, '/contact', 'Contact Us');
  await page.route('**/api/send-email', (route) => route.abort('internetdisconnected'));
  await fillIn(page, message());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.contact-form__outcome')).toHaveText(CONTACT_MESSAGES.networkFailure);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Rahim Uddin');
});
