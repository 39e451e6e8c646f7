import sharp from 'sharp';
import { expect, test } from './support/test.js';
import { certificate, restPath } from '@club/model';
import { openScreen } from './support/admin.js';
import { sentMail } from './support/site.js';

test.use({ loggedIn: true, viewport: { width: 1280, height: 800 } });

// The stack lives for the whole run; names of this run cannot meet those of another test.
const run = Date.now().toString(36);

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
