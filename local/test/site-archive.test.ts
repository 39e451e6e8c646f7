import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApi } from '@club/functions/testing';
import { localMediaProcessor, s3Client, s3FileStore } from '@club/functions';
import { certificate, EXPORT_PATH, legacyPath, type SiteExport } from '@club/model';
import { exportArchive, restoreArchive } from '../src/transfer/archive.js';
import { readOldDump } from '../src/transfer/old-dump.js';
import { importOldSite } from '../src/transfer/old-site-import.js';
import { OLD, writeOldSite } from './support/old-site.js';

type Api = Awaited<ReturnType<typeof testApi>>;

const filesOf = (api: Api) => s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET);

/** Every stored file of the site, key → bytes. */
const storedBytes = async (api: Api) => {
  const keys = (await api.storedFiles('Upload/')).filter(
    (k) => k.startsWith('Upload/') && !k.endsWith('/.keep'),
  );
  return Object.fromEntries(
    await Promise.all(
      keys.map(async (k) => [k, Buffer.from((await api.storedFile(k)).bytes).toString('base64')]),
    ),
  );
};

describe('exporting everything and restoring it', () => {
  it('gives a fresh site the same site data, records and files, byte for byte, and only into an empty site', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-archive-'));
    const old = await writeOldSite(dir);
    const from = await testApi({ table: 'archive-from' });
    await importOldSite(
      {
        records: from.deps.records,
        content: from.deps.content,
        media: localMediaProcessor(filesOf(from)),
      },
      { dump: readOldDump(old.dump), uploads: old.uploads, dryRun: false },
    );

    // The console reads the same export over HTTP: an owner's session only.
    const cookie = await from.login();
    const answer = await from.call('GET', EXPORT_PATH, { cookie });
    expect(answer.status).toBe(200);
    const exported = answer.body as SiteExport;
    expect(exported.records.team).toHaveLength(2);
    expect(exported.files.length).toBeGreaterThan(5);
    expect((await from.call('GET', EXPORT_PATH)).status).toBe(401);

    const zip = join(dir, 'club-site.zip');
    const manifest = await exportArchive(
      { exporter: from.deps.exporter!, files: filesOf(from) },
      zip,
    );
    expect(manifest.files.map((f) => f.key)).toEqual(exported.files);

    const into = await testApi({ table: 'archive-into' });
    await restoreArchive(
      { records: into.deps.records, files: filesOf(into) },
      { path: zip, dryRun: false },
    );

    expect(JSON.stringify(await into.deps.content.siteData())).toBe(
      JSON.stringify(await from.deps.content.siteData()),
    );
    expect((await into.deps.exporter!.read()).records).toEqual(
      (await from.deps.exporter!.read()).records,
    );
    expect(await storedBytes(into)).toEqual(await storedBytes(from));
    // Then the restored site signs the certificates anew (npm run import does), and the
    // printed codes still open them.
    await into.deps.issuer!.backfill(certificate);
    for (const { code, name } of OLD.certificates) {
      const found = await into.call(
        'GET',
        `${legacyPath(certificate, 'one')}/${encodeURIComponent(code)}`,
      );
      expect(found.body).toMatchObject({ name, code });
    }

    // A second restore would double the site: refused, and nothing changes.
    const before = await into.deps.exporter!.read();
    await expect(
      restoreArchive(
        { records: into.deps.records, files: filesOf(into) },
        { path: zip, dryRun: false },
      ),
    ).rejects.toThrow('This site has content already (2 team');
    expect((await into.deps.exporter!.read()).records).toEqual(before.records);
  });
});
