import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { CERTIFICATE_SEND_PATH, certificate, restPath } from '@club/model';
import { openScreen } from './support/admin.js';
import { sentMail } from './support/site.js';

test.use({ loggedIn: true, viewport: { width: 1280, height: 800 } });

// The stack lives for the whole run; names of this run cannot meet those of another test.
const run = Date.now().toString(36);

/**
 * The question a bulk send asks first (it once mailed at once): how many go to whom. It opens
 * on Cancel; Tab reaches Send and Enter sends.
 */
const confirmSend = async (page: Page, question: string) => {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
};

test('a certificate given an e-mail address is sent to its student from the list, with the keyboard', async ({
  page,
  club,
}) => {
  // Issued without an address, as the demo certificates and most imports are.
  const picture = await sharp({
    create: { width: 80, height: 56, channels: 3, background: '#1f618d' },
  })
    .png()
    .toBuffer();
  const created = await page.request.post(restPath(certificate), {
    multipart: {
      name: `Nadia ${run}`,
      event: 'Robo Carnival 2025',
      univarsity: 'North South University',
      position: 'Champion',
      year: '2025',
      image: { name: 'certificate.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(created.status()).toBe(201);
  const { id, code, name } = (await created.json()) as Record<string, string>;
  const email = `nadia.${run}@example.org`;

  // Its edit screen: not sent yet. The address is added and saved.
  await openScreen(page, `/admin/certificate/${encodeURIComponent(id!)}`, 'Edit certificate');
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Not sent');
  await page.locator('#email').fill(email);
  // Unsaved, the button says to save first rather than mail the old address.
  await delivery.getByRole('button', { name: 'Send to recipient' }).click();
  await expect(page.getByText('Save your changes first')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/certificate$/);

  // On the list: ticked with Space, sent with Enter.
  const row = page.getByRole('row', { name: new RegExp(name!) });
  await expect(row).toContainText('Not sent');
  await row.getByRole('checkbox', { name: `Select ${name}` }).focus();
  await page.keyboard.press('Space');
  const send = page.getByRole('button', { name: 'Send 1 to recipient' });
  await send.focus();
  await page.keyboard.press('Enter');
  // Asked first; Escape sends nothing and keeps the tick.
  const question = page.getByRole('alertdialog', { name: 'Mail 1 certificate to its student?' });
  await expect(question).toContainText('the address on their certificate');
  await page.screenshot({ path: test.info().outputPath('send-question-1280.png') });
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(send).toBeFocused();
  await expect(row).toContainText('Not sent');
  await page.keyboard.press('Enter');
  await confirmSend(page, 'Mail 1 certificate to its student?');
  await expect(page.getByText(`Sent to ${email}.`)).toBeVisible();
  await expect(row).toContainText(new RegExp(`Sent \\d{1,2} \\w{3} \\d{4} to ${email}`));
  // The ticks are cleared, and the focus stays on the button for the next send.
  await expect(row.getByRole('checkbox', { name: `Select ${name}` })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send to recipient' })).toBeFocused();

  // The student's mail arrived: the page's link and the signed credential.
  const mails = (await sentMail(club)).filter((m) => m.destination.to.includes(email));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toBe(
    'Your certificate from DIU Robotics Club: Champion, Robo Carnival 2025',
  );
  expect(mail!.body.text).toContain(`${club.url}/show/${encodeURIComponent(code!)}`);
  expect(mail!.attachments?.map((a) => a.filename)).toEqual([`${code}.json`]);

  // The edit screen says so too, and offers to send it again.
  await openScreen(page, `/admin/certificate/${encodeURIComponent(id!)}`, 'Edit certificate');
  await expect(delivery).toContainText(`to ${email}`);
  await expect(delivery.getByRole('button', { name: 'Send again' })).toBeVisible();
});

test('more certificates than one call sends: progress, a call tried again, a stop that says what is left, and Send again sends the rest once', async ({
  page,
  club,
}, testInfo) => {
  // 25 certificates with addresses: three calls' worth (SEND_PER_CALL is 10). Issuing them
  // (each picture goes through the media function) and the console's pauses before it tries a
  // call again (1 s, 3 s) take longer than a test's usual minute on a busy machine.
  test.slow();
  const tag = `Bulk ${run}`;
  const picture = await sharp({
    create: { width: 80, height: 56, channels: 3, background: '#7d3c98' },
  })
    .png()
    .toBuffer();
  const emails = Array.from({ length: 25 }, (_, i) => `bulk.${run}.${i}@example.org`);
  for (let start = 0; start < emails.length; start += 5)
    await Promise.all(
      emails.slice(start, start + 5).map(async (email, k) => {
        const made = await page.request.post(restPath(certificate), {
          multipart: {
            name: `${tag} ${start + k}`,
            event: 'Robo Carnival 2025',
            univarsity: 'BUET',
            position: 'Finalist',
            year: '2025',
            email,
            image: { name: 'certificate.png', mimeType: 'image/png', buffer: picture },
          },
        });
        expect(made.status()).toBe(201);
      }),
    );

  // The calls, as the console makes them. The second is held until the progress has been
  // seen; it then reaches the API (which mails ten more) but its answer is lost. The next two
  // get no answer at all: the console stops there.
  const calls: { ids: string[]; sendId: string }[] = [];
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(`**${CERTIFICATE_SEND_PATH}`, async (route) => {
    calls.push(route.request().postDataJSON() as { ids: string[]; sendId: string });
    const n = calls.length;
    if (n === 2) {
      await held;
      await route.fetch();
      return route.abort('connectionreset');
    }
    if (n === 3 || n === 4) return route.abort('connectionreset');
    return route.continue();
  });

  const list = `/admin/certificate?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&perPage=25`;
  await page.goto(list);
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toHaveCount(25);
  // Every row of the page ticked with Space, the send started with Enter.
  await page.getByRole('checkbox', { name: 'Select every certificate on this page' }).focus();
  await page.keyboard.press('Space');
  const sendButton = page.getByRole('button', { name: 'Send 25 to recipients' });
  await sendButton.focus();
  await page.keyboard.press('Enter');
  await confirmSend(page, 'Mail 25 certificates to their students?');

  const progress = page.getByRole('status').filter({ hasText: 'Sending…' });
  await expect(progress).toHaveText(/^Sending… 10 of 25$/);
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('progress-1280.png') });
  // The window narrowed (or zoomed in) to a phone's width: the progress stays in view.
  await page.setViewportSize({ width: 390, height: 844 });
  // Seen on the screen: after such a resize react-admin's menu leaves the page hidden from
  // the accessibility tree (aria-hidden), so the region is found by its markup here.
  const shown = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: 'Sending…' });
  await expect(shown).toBeInViewport();
  await expect(shown).toHaveText(/^Sending… 10 of 25$/);
  await page.screenshot({ path: testInfo.outputPath('progress-390.png') });
  release();
  await expect(shown).toHaveText('Sending… 10 of 25 (a call failed: trying again)');

  const summary = page.getByText(/^10 sent, 15 not sent: the sending stopped\./);
  await expect(summary).toBeVisible();
  await expect(summary).toHaveText(
    '10 sent, 15 not sent: the sending stopped. The server did not answer (the connection failed or took too long). The 15 not sent are still ticked: press Send to send them.',
  );
  await expect(summary).toBeInViewport();
  await expect(shown).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('stopped-390.png') });
  // One send: the failed call was tried again with its sendId and its ids.
  expect(calls).toHaveLength(4);
  expect(new Set(calls.map((c) => c.sendId)).size).toBe(1);
  expect(calls[2]!.ids).toEqual(calls[1]!.ids);
  expect(calls[3]!.ids).toEqual(calls[1]!.ids);

  // Back at a desktop's width: the fifteen are still ticked. Send goes on with the same send,
  // so the ten the lost answer mailed are not mailed again.
  await page.setViewportSize({ width: 1280, height: 800 });
  const again = page.getByRole('button', { name: 'Send 15 to recipients' });
  await again.focus();
  await page.keyboard.press('Enter');
  await confirmSend(page, 'Mail 15 certificates to their students?');
  await expect(page.getByText('15 sent.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('done-1280.png') });
  expect(calls).toHaveLength(5);
  expect(calls[4]!.sendId).toBe(calls[0]!.sendId);
  await expect(
    page.getByRole('row', { name: new RegExp(tag) }).filter({ hasText: /Sent \d/ }),
  ).toHaveCount(25);

  // Every student had their certificate once.
  const mails = await sentMail(club);
  expect(
    emails.map((email) => mails.filter((m) => m.destination.to.includes(email)).length),
  ).toEqual(Array(25).fill(1));
});
