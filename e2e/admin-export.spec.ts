import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import JSZip from 'jszip';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  archiveFilePath,
  type ArchiveManifest,
} from '@club/model';
import { expect, test } from './support/test.js';
import { logIn, openScreen, overflow } from './support/admin.js';
import { seriousViolations } from './support/axe.js';

/**
 * "Export everything" (issue 20): an owner saves one ZIP holding every record and every stored
 * file, the same archive npm run export writes. At 1280 px with the keyboard alone, at 390 px
 * by touch; axe and the overflow check on the screen before and after.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const expectUsable = async (page: Page, state: string) => {
  expect(await seriousViolations(page), state).toEqual([]);
  expect(await overflow(page), state).toBe('fits');
};

/** The archive saved, read back: its manifest, and whether every file it lists is inside. */
const readArchive = async (path: string) => {
  const zip = await JSZip.loadAsync(await readFile(path));
  const manifest = JSON.parse(await zip.file(ARCHIVE_MANIFEST)!.async('string')) as ArchiveManifest;
  const missing = [];
  for (const file of manifest.files) {
    const body = await zip.file(archiveFilePath(file.key))?.async('uint8array');
    if (body?.byteLength !== file.size) missing.push(file.key);
  }
  const team = JSON.parse(await zip.file('records/team.json')!.async('string')) as {
    name: string;
  }[];
  return { manifest, missing, team };
};

for (const [width, viewport] of [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const) {
  test(`at ${width} px an owner exports the whole site as one ZIP with every file`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await logIn(page);
    await openScreen(page, '/admin/export', 'Export everything');
    await expectUsable(page, 'the export screen');

    const download = page.waitForEvent('download');
    const button = page.getByRole('button', { name: 'Export everything' });
    if (viewport === DESKTOP) {
      await button.focus();
      await page.keyboard.press('Enter');
    } else await button.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^club-site-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page.getByText(/^Saved club-site-.*: \d+ records and \d+ files\.$/)).toBeVisible();
    await expectUsable(page, 'the export screen, done');

    const { manifest, missing, team } = await readArchive((await saved.path())!);
    expect(manifest.format).toBe(ARCHIVE_FORMAT);
    expect(missing).toEqual([]);
    // The demo team is on the site, and so in the archive, with its pictures.
    expect(team.length).toBeGreaterThan(0);
    expect(manifest.records.team).toBe(team.length);
    expect(manifest.files.some((f) => f.key.startsWith('Upload/image/team/'))).toBe(true);
  });
}
