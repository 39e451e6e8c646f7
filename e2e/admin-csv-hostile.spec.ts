import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import { restPath, service, team, type ResourceDefinition } from '@club/model';
import { zeroBomb, zipBytes } from '@club/testkit';
import { expect, test } from './support/test.js';
import { openScreen, overflow } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { tabMemory } from './support/tab-memory.js';

/**
 * Hostile files on the console's import screens (issue 31, finding 10): a ZIP that declares
 * huge pictures, one that unpacks past what it declares, a name in two folders of a ZIP, a CSV
 * that is not UTF-8 and one over the row limit. Each is said in a sentence on the screen, and
 * nothing is imported. The tab's memory is reported beside each (never a pass/fail bound);
 * each screen is looked at, and saved as a picture, at 1280 and 390 px.
 */

test.use({ loggedIn: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

const run = Date.now().toString(36);
const MARK = `Hostile import ${run}`;

/** No serious axe violation, nothing wider than the window, and a picture, at both widths. */
const lookAtBothWidths = async (page: Page, state: string) => {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${state} at ${size.width} px`).toEqual([]);
    expect(await overflow(page), `${state} at ${size.width} px`).toBe('fits');
    await page.screenshot({
      path: test.info().outputPath(`${state}-${size.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(DESKTOP);
};

/** The screen's alert that says `text`, and says only it. */
const expectAlert = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text })).toHaveText(text);

const report = (what: string, figures: object) => {
  test
    .info()
    .annotations.push({ type: 'memory', description: `${what}: ${JSON.stringify(figures)}` });
  console.log(`memory, ${what}: ${JSON.stringify(figures)}`);
};

/** How many records of `d` hold `search`, as the API counts them. */
const countWith = async (page: Page, d: ResourceDefinition, search: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: search }));
  const answer = await page.request.get(`${restPath(d)}?filter=${filter}&range=[0,0]`);
  expect(answer.ok()).toBe(true);
  return Number(answer.headers()['content-range']!.split('/')[1]);
};

const csvFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/csv', buffer });
const zipFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/zip', buffer });

const TEAM_HEADER = 'name,position,description,image,facebook,email,linkedin,whatsapp';
const member = (who: string, image: string) =>
  `${who},Mentor,Teaches.,${image},https://facebook.com/x,x@example.org,https://linkedin.com/in/x,01712345678`;

const openTeamImport = async (page: Page, rows: [string, string][]) => {
  await openScreen(page, '/admin/team/import', 'Import team members');
  const csv = [TEAM_HEADER, ...rows.map(([who, image]) => member(`${MARK} ${who}`, image))];
  await page.locator('#team-csv').setInputFiles(csvFile('team.csv', Buffer.from(csv.join('\n'))));
};

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a ZIP declaring 6 × 1 GB of pictures is refused before anything is unpacked', async ({
    page,
  }) => {
    await openTeamImport(page, [['Mentor', 'mentor.png']]);
    await expect(page.getByText('0 to add, 0 with problems, 1 waiting for the ZIP.')).toBeVisible();
    const memory = await tabMemory(page);
    const before = await memory();

    // Six real entries of a byte each, their directory and local headers saying 1 GiB.
    const bomb = zipBytes(
      Array.from({ length: 6 }, (_, i) => ({
        name: `pictures/${i}.png`,
        body: Buffer.from('x'),
        declaredSize: GiB,
      })),
    );
    await page.locator('#team-zip').setInputFiles(zipFile('bomb.zip', bomb));
    await expectAlert(
      page,
      "'pictures/0.png' in the ZIP is 1 GB: a picture may be at most 20 MB. Please make it smaller, or leave it out of the ZIP.",
    );
    report('declared 6 × 1 GiB', { before, after: await memory() });
    // Nothing is taken from it: the row still waits, and there is nothing to import.
    await expect(page.getByText('0 to add, 0 with problems, 1 waiting for the ZIP.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 team members' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Choose ZIP' })).toHaveAccessibleDescription(
      'No file chosen',
    );
    await lookAtBothWidths(page, 'zip-declares-too-much');
    expect(await countWith(page, team, MARK)).toBe(0);
  });

  test('a ZIP entry that unpacks past the size it declares is stopped there', async ({ page }) => {
    await openTeamImport(page, [['Mentor', 'mentor.png']]);
    const memory = await tabMemory(page);
    const before = await memory();

    // 64 MiB of zeros in 64 KB, declared as 1 KB: unpacking must stop at the first KB.
    const liar = zipBytes([
      { name: 'mentor.png', body: Buffer.alloc(0), packed: zeroBomb(64 * MiB), declaredSize: 1024 },
    ]);
    expect(liar.byteLength).toBeLessThan(100_000);
    await page.locator('#team-zip').setInputFiles(zipFile('liar.zip', liar));
    await expectAlert(
      page,
      "'mentor.png' in the ZIP unpacks to more than the 1 KB the ZIP declares for it, so the ZIP is damaged or made to mislead; it was not read. Please make the ZIP again from the pictures themselves.",
    );
    report('1 KB declared, 64 MiB inside', { before, after: await memory() });
    await expect(page.getByText('0 to add, 0 with problems, 1 waiting for the ZIP.')).toBeVisible();
    await lookAtBothWidths(page, 'zip-unpacks-past-declared');
    expect(await countWith(page, team, MARK)).toBe(0);
  });

  test('a name in two folders of the ZIP is never picked at random', async ({ page }) => {
    await openTeamImport(page, [
      ['Rima', 'mentor.png'],
      ['Sami', 'b/mentor.png'],
    ]);
    const zip = new JSZip();
    zip.file('a/mentor.png', 'first');
    zip.file('b/mentor.png', 'second');
    await page
      .locator('#team-zip')
      .setInputFiles(zipFile('team.zip', await zip.generateAsync({ type: 'nodebuffer' })));
    await expect(page.getByText('team.zip: 2 files')).toBeVisible();
    await expect(page.locator('tr[data-row="2"]')).toContainText(
      "Image: 'mentor.png' is in the ZIP twice: a/mentor.png and b/mentor.png. Rename one, or write its folder in the cell (a/mentor.png).",
    );
    // A cell that gives the folder picks that one.
    await expect(page.locator('tr[data-row="3"]')).toContainText('Add');
    await expect(page.getByText('1 to add, 1 with problems.')).toBeVisible();
    await lookAtBothWidths(page, 'zip-name-twice');
    expect(await countWith(page, team, MARK)).toBe(0);
  });

  test('a CSV saved as Windows-1252 is refused, saying how to save it as UTF-8', async ({
    page,
  }) => {
    await openScreen(page, '/admin/certificate/bulk-issue', 'Issue certificates in bulk');
    // What Excel's plain "CSV" saves on a Western Windows: é, ú and ñ as one byte each.
    const latin1 = Buffer.from(
      `name,event,univarsity,position,year\r\nJosé Núñez,${MARK},DIU,Champion,2025\r\n`,
      'latin1',
    );
    await page.locator('#certificate-csv').setInputFiles(csvFile('excel.csv', latin1));
    await expectAlert(
      page,
      'excel.csv is not saved as UTF-8, so some of its letters cannot be read (names with é, ñ or any Bangla would come out wrong). In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"; Google Sheets downloads UTF-8 already. Then choose the file again.',
    );
    // No row to check, none to issue.
    await expect(page.getByRole('heading', { name: '3. Check, then issue' })).toHaveCount(0);
    await expect(page.getByText('\uFFFD')).toHaveCount(0);
    await lookAtBothWidths(page, 'csv-not-utf8');
  });

  test('a CSV over the row limit is refused unread, and one at the limit previews a page at a time', async ({
    page,
  }) => {
    test.slow(); // 5,000 rows are checked with the model's own rules in the browser.
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `${MARK} ${i + 1},Hands-on.,fa fa-wrench`);
    const file = (n: number) =>
      csvFile(`services-${n}.csv`, Buffer.from(['title,description,icon', ...rows(n)].join('\n')));
    await openScreen(page, '/admin/service/import', 'Import services');
    const memory = await tabMemory(page);
    const before = await memory();

    await page.locator('#service-csv').setInputFiles(file(5001));
    await expectAlert(
      page,
      'This file has more than 5,000 rows: one import takes at most 5,000. Please split it into files of 5,000 rows or fewer and import each.',
    );
    await expect(page.getByRole('heading', { name: '2. Check, then import' })).toHaveCount(0);
    report('5,001 rows refused', { before, after: await memory() });
    await lookAtBothWidths(page, 'csv-over-row-limit');

    await page.locator('#service-csv').setInputFiles(file(5000));
    await expect(page.getByText('5000 to add, 0 with problems.')).toBeVisible();
    report('5,000 rows previewed', { before, after: await memory() });
    const preview = page.getByRole('table', { name: 'Services in the file' });
    await expect(preview.locator('tbody tr')).toHaveCount(100);
    await expect(page.getByText('1–100 of 5,000')).toBeVisible();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('101–200 of 5,000')).toBeVisible();
    await expect(preview.locator('tr[data-row="102"]')).toContainText(`${MARK} 101`);
    await lookAtBothWidths(page, 'csv-preview-pages');
    expect(await countWith(page, service, MARK)).toBe(0);
  });
});
