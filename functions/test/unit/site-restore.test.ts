import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archivedResources,
  certificate,
  certificateCode,
  event,
  team,
  type ArchiveManifest,
  type ArchivedRecord,
} from '@club/model';
import { archivedSite, type ArchivedSite } from '@club/testkit';
import { archiveProblems } from '../../src/domain/transfer/archived-records.js';
import { keyId } from '../../src/domain/content/record-keys.js';
import { siteRestore, type CheckedArchive } from '../../src/domain/transfer/site-restore.js';
import type { RecordStore } from '../../src/domain/ports.js';
import { memoryFileStore } from '../fakes/files.js';
import { memoryRecordStore } from '../fakes/records.js';

const manifestOf = (site: ArchivedSite): ArchiveManifest => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_VERSION,
  exportedAt: '2025-01-20T00:00:00.000Z',
  records: Object.fromEntries(
    archivedResources.map((d) => [d.name, site.records[d.name]?.length ?? 0]),
  ),
  files: site.files.map(({ key, contentType, body }) => ({ key, contentType, size: body.length })),
});

const problemsOf = (site: ArchivedSite) =>
  archiveProblems({
    manifest: manifestOf(site),
    records: new Map(Object.entries(site.records)),
  });

const checked = (site: ArchivedSite, digest = 'digest-1'): CheckedArchive => ({
  name: 'site.zip',
  digest,
  exportedAt: '2025-01-20T00:00:00.000Z',
  records: new Map(Object.entries(site.records)) as Map<string, ArchivedRecord[]>,
  files: manifestOf(site).files,
  readFile: async (key) => site.files.find((f) => f.key === key)!.body,
});

const emptySite = () => {
  const { records, table } = memoryRecordStore();
  const { files, keys } = memoryFileStore();
  return { records, table, files, keys, restore: siteRestore({ records, files }) };
};

/** Every record of every resource, and every file: what two restores must agree on. */
const contentOf = async (site: ReturnType<typeof emptySite>) => ({
  records: Object.fromEntries(
    await Promise.all(archivedResources.map(async (d) => [d.name, await site.table.list(d.name)])),
  ),
  files: site.keys(),
});

/** The store, failing every create after the first `writes` (a restore cut off part-way). */
const cutAfter = (records: RecordStore, writes: number): RecordStore => {
  let left = writes;
  return {
    ...records,
    create: async (collection, item) => {
      if (archivedResources.some((d) => d.name === collection) && left-- <= 0)
        throw new Error('The connection was lost.');
      return records.create(collection, item);
    },
  };
};

const steps = { dryRun: false };

describe('checking an archive against the model', () => {
  it('finds nothing in an archive the site could have written', async () => {
    const site = await archivedSite(3);
    // A code joins five fields of up to 200 characters each: far longer than any one of them.
    const [sadia] = site.records[certificate.name]!;
    const lines = { ...sadia!, name: 'N'.repeat(200), event: 'E'.repeat(200) };
    const code = certificateCode(lines);
    site.records[certificate.name]!.push({ ...lines, code, id: keyId(code) });
    expect(problemsOf(site).count).toBe(0);
  });

  it("takes back a renamed event's former titles, so links shared before the rename still work", async () => {
    const site = await archivedSite(3);
    const events = site.records[event.name]!;
    events[0] = { ...events[0]!, formerTitles: [{ title: 'Robo Fest' }] };
    expect(problemsOf(site).count).toBe(0);
    events[0] = { ...events[0], formerTitles: [{ title: 'Robo Fest', extra: 'x' }] };
    expect(problemsOf(site).text(5)).toContain(
      'its formerTitles is not what the site keeps there.',
    );
  });

  it('names each record the site could not have stored, with its resource and id', async () => {
    const site = await archivedSite();
    const [first, second] = site.records[team.name]!;
    site.records[team.name]!.push(
      { ...second!, name: 'Twin' },
      { ...first!, id: 'slash/inside' },
      { ...first!, id: 'extra', role: 'owner', version: '2' },
      { ...first!, id: 'script', facebook: 'javascript:alert(1)', image: 'gone.webp' },
    );
    site.records[certificate.name]![0]!.id = 'chosen';
    const found = problemsOf(site);
    expect(found.text(20).split('\n')).toEqual([
      '  team "member-1": another team member has the same id.',
      '  team "slash/inside": its id is not one the site gives (letters, digits, - and _, at most 128).',
      '  team "extra": it has fields no team member has: role.',
      '  team "extra": its version is not a whole number from 1 up.',
      '  team "script": Image names a file the archive does not hold (gone.webp).',
      '  team "script": Facebook must be a web address starting with http:// or https://.',
      '  certificate "chosen": its id is not the one its code gives.',
    ]);
  });
});

describe('restoring an archive', () => {
  it('finishes a restore cut off part-way when the same archive is given again, as one run would have', async () => {
    const site = await archivedSite(40);
    const whole = emptySite();
    await whole.restore.restore(checked(site), steps);

    const cut = emptySite();
    await expect(
      siteRestore({ records: cutAfter(cut.records, 20), files: cut.files }).restore(
        checked(site),
        steps,
      ),
    ).rejects.toThrow('The connection was lost.');
    expect((await cut.table.list(team.name)).length).toBeLessThan(site.records.team!.length);
    // Another archive is refused while this one is under way, and writes nothing.
    const other = await archivedSite();
    const before = await contentOf(cut);
    await expect(cut.restore.restore(checked(other, 'digest-2'), steps)).rejects.toThrow(
      'A restore of another archive (site.zip, begun',
    );
    expect(await contentOf(cut)).toEqual(before);

    const said = await cut.restore.restore(checked(site), steps);
    expect(said).toContain('It finishes the restore begun');
    expect(await contentOf(cut)).toEqual(await contentOf(whole));
    // Done: the same archive again is a second copy, refused like any content.
    await expect(cut.restore.restore(checked(site), steps)).rejects.toThrow(
      'This site has content already',
    );
  });

  it('writes nothing on a dry run, and says what it would restore', async () => {
    const site = emptySite();
    const said = await site.restore.restore(checked(await archivedSite()), { dryRun: true });
    expect(said).toContain(
      'Dry run: nothing was written. The archive would restore 2 team, 1 event, 1 certificate; 1 files',
    );
    expect(await contentOf(site)).toEqual(await contentOf(emptySite()));
    expect(await site.records.get('meta', 'archive-restore')).toBeUndefined();
  });

  it('does not go on over records someone else wrote since the restore began', async () => {
    const site = await archivedSite(10);
    const cut = emptySite();
    await expect(
      siteRestore({ records: cutAfter(cut.records, 5), files: cut.files }).restore(
        checked(site),
        steps,
      ),
    ).rejects.toThrow();
    const [written] = await cut.table.list(team.name);
    await cut.records.put(team.name, { ...written!, name: 'Changed meanwhile' });
    const before = await contentOf(cut);
    await expect(cut.restore.restore(checked(site), steps)).rejects.toThrow(
      `team "${written!.id}": differs from the archive's (changed since).`,
    );
    expect(await contentOf(cut)).toEqual(before);
  });
});
