import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import JSZip from 'jszip';
import Papa from 'papaparse';
import sharp from 'sharp';
import { recordPath, restPath, service, team, type ResourceDefinition } from '@club/model';
import { expect, test } from './support/test.js';
import { openScreen, overflow } from './support/admin.js';
import { seriousViolations } from './support/axe.js';
import { fileChoosers } from './support/file-chooser.js';
import { whyFocusUnseen } from './support/focus.js';

/**
 * CSV for the console's lists (issue 20): a list saves every record its search selects, named
 * as the model names its fields; a CSV of services is checked row by row with the model's own
 * rules and the good rows are added, with the keyboard alone; team members come with a ZIP of
 * their pictures. The import screen is checked with axe and for overflow at 1280 and 390 px.
 */

test.use({ loggedIn: true });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// The stack lives for the whole run; texts of this run cannot meet those of another test.
const run = Date.now().toString(36);
// Services and team members only: the home page lists them all, never only its first one.
const MARK = `CSV Workshop Ltd ${run}`;

/** No serious axe violation and nothing wider than the window, at both widths. */
const expectUsableAtBothWidths = async (page: Page, state: string) => {
  const before = page.viewportSize()!;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${state} at ${size.width} px`).toEqual([]);
    expect(await overflow(page), `${state} at ${size.width} px`).toBe('fits');
  }
  await page.setViewportSize(before);
};

/** Presses Tab until the target has focus, each stop on the way visible; fails after `most`. */
const tabTo = async (page: Page, target: Locator, most = 30) => {
  const goal = await target.elementHandle();
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => whyFocusUnseen(page), { message: `stop ${presses}` }).toBe('');
    if (await goal!.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab did not reach ${target}`);
};

const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** The saved file's text and its rows, read as a spreadsheet would. */
const readDownload = async (download: Download) => {
  const text = await readFile((await download.path())!, 'utf8');
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return { text, rows };
};

/** The records of `d` whose text holds `search`, as the API lists them. */
const recordsWith = async (api: APIRequestContext, d: ResourceDefinition, search: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: search }));
  const answer = await api.get(`${restPath(d)}?filter=${filter}&range=[0,99]`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as (Record<string, string> & { id: string })[];
};

/** Deletes what a test made, so that the lists and pages of other tests stay as they were. */
const removeAll = async (api: APIRequestContext, d: ResourceDefinition, search: string) => {
  for (const { id } of await recordsWith(api, d, search))
    expect((await api.delete(recordPath(d, id))).ok()).toBe(true);
};

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('a list exports every record its search selects, every page of them, as the model names its fields', async ({
    page,
  }) => {
    const search = `${MARK} export`;
    const tricky = 'Soldering, wiring and "fun" for all\nসবার জন্য রোবটিক্স';
    // A formula as typed, in full-width letters, and behind a Hangul filler, which shows nothing.
    const formulas = ['=HYPERLINK("http://evil.example")', '\uFF1D1+1', '\u3164=1+1'];
    const titles = Array.from(
      { length: 12 },
      (_, i) => `${search} ${String(i + 1).padStart(2, '0')}`,
    );
    for (const [i, title] of titles.entries()) {
      const added = await page.request.post(restPath(service), {
        data: {
          title,
          // A description that starts like a formula is written so that no spreadsheet runs it.
          description: i === 0 ? tricky : (formulas[i - 1] ?? 'Hands-on.'),
          icon: 'fa fa-wrench',
        },
      });
      expect(added.status()).toBe(201);
    }

    await page.goto(`/admin/service?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`);
    // The list shows its first page of 10; the file holds all 12.
    await expect(page.getByText('1-10 of 12')).toBeVisible();
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const importLink = page.getByRole('link', { name: 'Import CSV' });
    await expect(exportButton).toBeVisible();
    await expect(importLink).toHaveAttribute('href', '/admin/service/import');

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe(`service-${await today(page)}.csv`);
    const { text, rows } = await readDownload(download);
    expect(text.startsWith('\uFEFFtitle,description,icon,id,version,createdAt,updatedAt\r\n')).toBe(
      true,
    );
    const [header, ...records] = rows;
    expect(records).toHaveLength(12);
    const column = (name: string) => records.map((r) => r[header!.indexOf(name)]);
    expect(column('title').sort()).toEqual(titles);
    expect(column('description')).toContain(tricky);
    for (const formula of formulas) expect(column('description')).toContain(`'${formula}`);
    const stored = await recordsWith(page.request, service, search);
    expect(column('id').sort()).toEqual(stored.map((s) => s.id).sort());
    expect(column('createdAt').sort()).toEqual(stored.map((s) => s.createdAt).sort());

    // On a phone the list keeps both, with their words. Loaded afresh there: the side menu,
    // open at 1280 px, would stand over the screen as a phone's drawer.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByText('CSV Workshop Ltd')).toHaveCount(10);
    await expect(exportButton).toBeVisible();
    await expect(exportButton).toHaveText('Export CSV');
    await expect(importLink).toBeVisible();
    await expect(importLink).toHaveText('Import CSV');
    expect(await overflow(page)).toBe('fits');

    await removeAll(page.request, service, search);
  });

  test('a CSV of services is checked, its good rows added and the bad one reported, with the keyboard alone', async ({
    page,
  }) => {
    const search = `${MARK} import`;
    const csv =
      // Headed by the labels the form shows, in another order, with an id column left empty:
      // new services.
      'Icon,Title,Description,id\r\n' +
      `fa fa-cogs,${search} Soldering,"Irons, solder and ""flux""\nসবাই স্বাগত",\r\n` +
      `fa fa-<b>,${search} Bad icon,Never added.,\r\n` +
      `fa fa-microchip,${search} Arduino,Boards and sensors.,\r\n`;
    const choosers = fileChoosers(page);

    await page.goto('/admin/service');
    await expect(page.getByRole('heading', { level: 1, name: 'Services List' })).toBeAttached();
    await tabTo(page, page.getByRole('link', { name: 'Import CSV' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/service\/import$/);
    await expect(page.getByRole('main').locator('h1:focus')).toHaveAccessibleName(
      'Import services',
    );
    await expectUsableAtBothWidths(page, 'the import screen');

    const chooseCsv = page.getByRole('button', { name: 'Choose CSV file' });
    await tabTo(page, chooseCsv, 5);
    await (await choosers.openWith('Enter')).setFiles(csvFile('services.csv', csv));
    await expect(chooseCsv).toHaveAccessibleDescription('services.csv');
    await expect(page.getByText('2 to add, 1 with problems.')).toBeVisible();
    await expect(page.getByText(/Not imported/)).toHaveCount(0);
    const bad = page.locator('tr[data-row="3"]');
    await expect(bad).toContainText("Icon must be an icon class such as 'fa fa-laptop'.");
    await expect(page.locator('tr[data-row="2"]')).toContainText('Add');
    await expect(page.locator('tr[data-row="2"]')).toContainText('Irons, solder and "flux"');
    await expectUsableAtBothWidths(page, 'the preview with a problem');

    // The preview's table scrolls, so it is a Tab stop; then the import button.
    const importButton = page.getByRole('button', { name: 'Add 2 services' });
    await tabTo(page, importButton, 6);
    await page.keyboard.press('Enter');
    // The button is gone; focus waits where the progress and then the report appear.
    await expect(page.locator(':focus')).toHaveAccessibleName('Progress and report');
    await expect(page.getByText('Created 2 services. Skipped 1 row.')).toBeVisible();
    const skipped = page.getByRole('table', { name: 'Skipped rows' });
    await expect(skipped.getByRole('row')).toHaveCount(2);
    await expect(skipped.getByRole('row').nth(1)).toContainText(`3${search} Bad icon`);
    await expect(skipped).toContainText("Icon must be an icon class such as 'fa fa-laptop'.");
    await expectUsableAtBothWidths(page, 'the report');

    await tabTo(page, page.getByRole('link', { name: 'Back to Services' }), 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/service$/);
    const added = await recordsWith(page.request, service, search);
    expect(added.map((s) => s.title).sort()).toEqual([`${search} Arduino`, `${search} Soldering`]);
    expect(added.find((s) => s.icon === 'fa fa-cogs')!.description).toBe(
      'Irons, solder and "flux"\nসবাই স্বাগত',
    );
    await expect(page.getByRole('row', { name: new RegExp(`${search} Arduino`) })).toBeVisible();

    await removeAll(page.request, service, search);
  });

  test('team members come with a ZIP of their pictures, and show in the list with them', async ({
    page,
  }) => {
    const name = `${MARK} Mentor`;
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#8e44ad' },
    })
      .png()
      .toBuffer();
    const zip = new JSZip();
    // Matched by file name whatever the folder and the capitals.
    zip.file('Photos/Mentor.PNG', picture);
    zip.file('notes.txt', 'not a picture');
    const pictures = await zip.generateAsync({ type: 'nodebuffer' });
    const member = (who: string, image: string) =>
      `${who},Mentor,Teaches the workshop.,${image},https://facebook.com/csv.workshop,mentor@example.org,https://linkedin.com/in/csv-workshop,01712345678`;
    const csv = [
      'name,position,description,image,facebook,email,linkedin,whatsapp',
      member(name, 'mentor.png'),
      member(`${MARK} No picture`, 'missing.png'),
    ].join('\n');

    await openScreen(page, '/admin/team', 'Team List');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/admin\/team\/import$/);
    await page.locator('#team-csv').setInputFiles(csvFile('team.csv', csv));
    await expect(page.getByText('0 to add, 0 with problems, 2 waiting for the ZIP.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 team members' })).toBeDisabled();

    await page.locator('#team-zip').setInputFiles({
      name: 'pictures.zip',
      mimeType: 'application/zip',
      buffer: pictures,
    });
    await expect(page.getByText('pictures.zip: 1 file')).toBeVisible();
    await expect(page.getByText('1 to add, 1 with problems.')).toBeVisible();
    await expect(page.locator('tr[data-row="3"]')).toContainText(
      "Image: 'missing.png' is not in the ZIP.",
    );
    await expectUsableAtBothWidths(page, 'the team preview');

    await page.getByRole('button', { name: 'Add 1 team member' }).click();
    await expect(page.getByRole('progressbar', { name: 'Adding team members' })).toBeVisible();
    await expect(page.getByText('Created 1 team member. Skipped 1 row.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Skipped rows' })).toContainText(
      `${MARK} No picture`,
    );
    await expectUsableAtBothWidths(page, 'the team report');

    await page.getByRole('link', { name: 'Back to Team' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(MARK);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    const photo = row.getByRole('img');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [stored] = await recordsWith(page.request, team, name);
    expect(stored!.image).toMatch(/\.webp$/);

    await removeAll(page.request, team, MARK);
  });
});

/** The service cards a visitor of /service sees, once the site has published the last change. */
const publicServiceTitles = async (page: Page) => {
  await page.goto('/service');
  return page.locator('.service-card__title').allTextContents();
};

for (const size of [DESKTOP, PHONE])
  test(`at ${size.width} px an exported list, one row changed and imported back, updates that service and adds none (issue 32)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const search = `${MARK} round trip ${size.width}`;
    for (const letter of ['A', 'B', 'C']) {
      const added = await page.request.post(restPath(service), {
        data: { title: `${search} ${letter}`, description: 'Hands-on.', icon: 'fa fa-wrench' },
      });
      expect(added.status()).toBe(201);
    }
    const before = await recordsWith(page.request, service, search);
    // Once the three are on the site, the number of cards a visitor sees.
    await expect
      .poll(async () => (await publicServiceTitles(page)).filter((t) => t.includes(search)))
      .toHaveLength(3);
    const cards = (await publicServiceTitles(page)).length;

    await openScreen(
      page,
      `/admin/service?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`,
      'Services List',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const { rows } = await readDownload(download);
    const [header, ...records] = rows;
    const title = header!.indexOf('title');
    const changed = records.find((r) => r[title] === `${search} B`)!;
    changed[title] = `${search} B, now for schools`;
    const file = csvFile('services.csv', Papa.unparse([header!, ...records]));

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL(/\/admin\/service\/import$/);
    await page.locator('#service-csv').setInputFiles(file);
    await expect(
      page.getByText('0 to add, 1 to update, 2 unchanged, 0 with problems.'),
    ).toBeVisible();
    const row = page.locator(`tr[data-row="${records.indexOf(changed) + 2}"]`);
    await expect(row).toContainText('Updates: Title');
    await expect(page.getByRole('cell', { name: 'Unchanged' })).toHaveCount(2);
    await expectUsableAtBothWidths(page, 'the preview of an update');
    await page.getByRole('button', { name: 'Update 1 service' }).click();
    await expect(
      page.getByText('Created 0 services. Updated 1 service. Skipped 0 rows.'),
    ).toBeVisible();

    // The same three services, one of them renamed: none added.
    const after = await recordsWith(page.request, service, search);
    expect(after.map((s) => s.id).sort()).toEqual(before.map((s) => s.id).sort());
    expect(after.map((s) => s.title).sort()).toEqual([
      `${search} A`,
      `${search} B, now for schools`,
      `${search} C`,
    ]);

    // The file again: its row of B was exported before the change just made, so it would undo it.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.locator('#service-csv').setInputFiles(file);
    await expect(page.getByText('0 to add, 2 unchanged, 1 with problems.')).toBeVisible();
    await expect(row).toContainText('This service was changed since you exported it');
    await expect(page.getByRole('button', { name: 'Import 0 services' })).toBeDisabled();

    // A visitor sees as many service cards as before, the new title among them.
    await expect
      .poll(async () => (await publicServiceTitles(page)).includes(`${search} B, now for schools`))
      .toBe(true);
    expect(await publicServiceTitles(page)).toHaveLength(cards);

    await removeAll(page.request, service, search);
  });

test('at 1280 px two ticked services are deleted together, after a question naming them (issue 32)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const search = `${MARK} bulk delete`;
  for (const letter of ['A', 'B', 'C']) {
    const added = await page.request.post(restPath(service), {
      data: { title: `${search} ${letter}`, description: 'Hands-on.', icon: 'fa fa-wrench' },
    });
    expect(added.status()).toBe(201);
  }
  await openScreen(
    page,
    `/admin/service?filter=${encodeURIComponent(JSON.stringify({ q: search }))}`,
    'Services List',
  );
  await page.getByRole('checkbox', { name: `Select ${search} A` }).check();
  await page.getByRole('checkbox', { name: `Select ${search} C` }).check();
  await page.getByRole('button', { name: 'Delete 2 selected' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete 2 services?' });
  // The list's order (newest first) names them: both, and what deleting does.
  await expect(question).toContainText(`"${search} C" and "${search} A": these services`);
  await expect(question).toContainText('Recently deleted');
  // Opened on Cancel: Enter straight away deletes nothing.
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted 2 services.')).toBeVisible();
  await expect(question).toBeHidden();
  expect((await recordsWith(page.request, service, search)).map((s) => s.title)).toEqual([
    `${search} B`,
  ]);
  await expect(page.getByRole('row', { name: new RegExp(`${search} A`) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`${search} B`) })).toBeVisible();

  await removeAll(page.request, service, search);
});
