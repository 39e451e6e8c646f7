import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test, type Club } from './support/test.js';
import JSZip from 'jszip';
import sharp from 'sharp';
import { certificate, restPath } from '@club/model';
import { openScreen } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { readQr } from './support/qr.js';
import { whenPublished } from './support/site.js';

test.use({ loggedIn: true });

const certificatePicture = async () => ({
  name: 'certificate.png',
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 800, height: 560, channels: 3, background: '#1f618d' },
  })
    .png()
    .toBuffer(),
});

const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

const downloaded = async (download: Download) => readFile((await download.path())!);

/** The certificate's public page, as its QR code must lead to it. */
const publicAddress = (club: Club, code: string) => `${club.url}/show/${encodeURIComponent(code)}`;

// The stack lives for the whole run; names of this run cannot meet those of another test.
const run = Date.now().toString(36);

test('a certificate shows its code while being added, refuses a duplicate, and its QR leads to its page', async ({
  page,
  club,
}) => {
  const fields = {
    name: 'Nadia Islam',
    event: `Rover Challenge ${run}`,
    univarsity: 'North South University',
    position: 'Champion #1',
    year: '2025',
  };
  const code = Object.values(fields).join('_');

  // The console starts once; after that its screens are reached through its router.
  const fillForm = async () => {
    await openScreen(page, '/admin/certificate/create', 'Add Certificate');
    await expect(page.locator('#code')).toHaveValue('');
    for (const [name, value] of Object.entries(fields)) {
      // Spaces around a value are dropped, as the server drops them.
      await page.locator(`#${name}`).fill(` ${value} `);
    }
    await page
      .locator('.ra-input-image input[type=file]')
      .setInputFiles(await certificatePicture());
  };

  await fillForm();
  // The code is there before anything is saved, and it cannot be typed over.
  await expect(page.locator('#code')).toHaveValue(code);
  await expect(page.locator('#code')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Filled in from the other fields')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admin\/certificate$/);

  // The same five values again: the same code, refused under the code field by name.
  await fillForm();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.ra-input-code')).toContainText(
    `A certificate with the code '${code}' already exists.`,
  );
  await expect(page).toHaveURL(/\/admin\/certificate\/create$/);

  // Newest first, with a 150 px QR code of the public address.
  await openScreen(page, '/admin/certificate', 'Certificates List');
  await expect(page.locator('tbody tr').first()).toContainText('Nadia Islam');
  const row = page.getByRole('row', { name: /Nadia Islam/ });
  const qr = row.getByRole('img', { name: `QR code for ${code}` });
  await expect(qr).toBeVisible();
  const listed = await readQr(dataUrlBytes((await qr.getAttribute('src'))!));
  expect(listed).toEqual({ text: publicAddress(club, code), width: 150, height: 150 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Download QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${code}.png`);
  expect(await readQr(await downloaded(download))).toEqual({
    text: publicAddress(club, code),
    width: 300,
    height: 300,
  });
  // The download did not open the row's edit screen.
  await expect(page).toHaveURL(/\/admin\/certificate$/);

  // And the address really is the certificate's page, once the pages are published again.
  await whenPublished(page.request, listed.text!, (html) => html.includes(fields.name));
  await page.goto(listed.text!);
  await expect(page.getByRole('heading', { name: 'valid certificate' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Position' }).locator('+ dd')).toHaveText(
    'Champion #1',
  );
});

test('a CSV of 30 rows is checked, 28 are issued, and the QR sheet of the event holds exactly those', async ({
  page,
  club,
}) => {
  // 28 creates, each uploading a picture, take a while on the local stack. 28 codes are more
  // than the console asks the API about at once (25) when it looks for ones already issued.
  test.slow();
  const event = `Robo Olympiad ${run}`;
  const rows = Array.from({ length: 29 }, (_, i) => [
    // Names in Bengali script must survive the file and the code.
    i % 10 === 3 ? `তাসনিম রহমান ${i + 1}` : `Student ${i + 1}`,
    event,
    'Daffodil International University, Dhaka',
    i % 2 ? 'Participant' : 'Finalist',
    '2025',
  ]);
  rows[9]![1] = ''; // row 11 of the file: no event
  rows.push([...rows[0]!]); // row 31: the same certificate as row 2
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const csv =
    '\uFEFFname,event,University,position,year\r\n' +
    rows.map((cells) => cells.map(quote).join(',')).join('\r\n') +
    '\r\n';
  const expectedCodes = rows
    .filter((cells, i) => cells[1] && i < 29)
    .map((cells) => cells.join('_'))
    .sort();
  expect(expectedCodes).toHaveLength(28);

  await page.goto('/admin/certificate');
  await page.getByRole('link', { name: 'Bulk issue' }).click();
  await expect(page).toHaveURL(/\/admin\/certificate\/bulk-issue$/);
  await page
    .locator('#certificate-csv')
    .setInputFiles({ name: 'olympiad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.locator('#certificate-image').setInputFiles(await certificatePicture());

  await expect(page.getByText('28 ready, 2 with problems.')).toBeVisible();
  await expect(page.locator('tr[data-row="11"]')).toContainText('Event is required.');
  await expect(page.locator('tr[data-row="31"]')).toContainText(
    'Duplicate of row 2: the same certificate twice.',
  );
  await expect(page.locator('tr[data-row="5"]')).toContainText(
    `তাসনিম রহমান 4_${event}_Daffodil International University, Dhaka_Participant_2025`,
  );

  // The preview table and its problem marks are a console screen too.
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Issue 28 certificates' }).click();
  await expect(page.getByRole('progressbar', { name: 'Issuing certificates' })).toBeVisible();
  await expect(page.getByText('Created 28 certificates. Skipped 2 rows.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const skipped = page.getByRole('table', { name: 'Skipped rows' });
  await expect(skipped.getByRole('row')).toHaveCount(3);
  await expect(skipped).toContainText('Event is required.');
  await expect(skipped).toContainText('Duplicate of row 2');

  // The API agrees: 28 certificates of this event.
  const filter = encodeURIComponent(JSON.stringify({ event }));
  const answer = await page.request.get(`${restPath(certificate)}?filter=${filter}&range=[0,0]`);
  expect(answer.headers()['content-range']).toMatch(/\/28$/);

  await page.getByRole('link', { name: `QR sheet for ${event}` }).click();
  await expect(page).toHaveURL(/\/admin\/certificate\/qr-sheet\?event=/);
  await expect(page.getByLabel('Event')).toHaveValue(event);
  const sheet = page.getByRole('list', { name: `QR codes of ${event}` });
  const qrs = sheet.getByRole('img');
  await expect(qrs).toHaveCount(28);
  const named = await qrs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(named.sort()).toEqual(expectedCodes.map((code) => `QR code for ${code}`).sort());
  const first = await readQr(dataUrlBytes((await qrs.first().getAttribute('src'))!));
  expect(expectedCodes.map((code) => publicAddress(club, code))).toContain(first.text);

  // On paper: only the sheet, not the console around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Pressed with the keyboard, the button keeps the focus while it prepares the files and after.
  const zipButton = page.getByRole('button', { name: /^(Download ZIP of PNGs|Preparing .*)$/ });
  await zipButton.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  await expect(zipButton).toHaveAccessibleName('Download ZIP of PNGs');
  await expect(zipButton).toBeFocused();
  expect(download.suggestedFilename()).toBe(`QR codes ${event}.zip`);
  const zip = await JSZip.loadAsync(await downloaded(download));
  const pngs = Object.keys(zip.files).filter((name) => name.endsWith('.png'));
  expect(pngs.sort()).toEqual(expectedCodes.map((code) => `${code}.png`).sort());
  const one = await readQr(await zip.file(pngs[0]!)!.async('nodebuffer'));
  expect(one).toEqual({
    text: publicAddress(club, pngs[0]!.slice(0, -4)),
    width: 300,
    height: 300,
  });
});

test('a certificate is revoked with a reason from its edit screen, by keyboard, and reinstated', async ({
  page,
}) => {
  const added = await page.request.post(restPath(certificate), {
    multipart: {
      name: `Revoke Me ${run}`,
      event: 'Robo Carnival 2025',
      univarsity: 'BUET',
      position: 'Participant',
      year: '2025',
      image: await certificatePicture(),
    },
  });
  expect(added.status()).toBe(201);
  const { id, code } = (await added.json()) as { id: string; code: string };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/certificate/${id}`);
    await expect(page.getByText('Valid: its page and its signed credential say so.')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Revoke…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Revoke the certificate of Revoke Me/ });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(dialog.getByText('Say why: the certificate’s page shows the reason.')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Name misspelt; a corrected one was issued');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('revoke-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Revoke certificate' }).press('Enter');
  await expect(
    page.getByText(/^Revoked on .*Reason: Name misspelt; a corrected one was issued$/),
  ).toBeVisible();
  await whenPublished(page.request, `/show/${encodeURIComponent(code)}`, (html) =>
    html.includes('Name misspelt'),
  );
  await page.getByRole('button', { name: 'Reinstate' }).press('Enter');
  await expect(page.getByText('Valid: its page and its signed credential say so.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: test.info().outputPath('standing-390.png'), fullPage: true });
});
