import { readFileSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_VERSION,
  archivedResources,
  archiveFilePath,
  archiveRecordsPath,
  writeArchive,
  type ArchiveManifest,
  type ArchivedRecord,
  type FileToArchive,
} from '@club/model';
import type { FileStore, RecordStore, siteExport } from '@club/functions';

/** Files read or written at a time: enough to keep the bucket busy, few enough for memory. */
const AT_ONCE = 8;

const inBatches = async <T, R>(items: readonly T[], work: (item: T) => Promise<R>) => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE)
    results.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(work))));
  return results;
};

/** `npm run export`: the records and every stored file, in one ZIP at `out`. */
export const exportArchive = async (
  { exporter, files }: { exporter: ReturnType<typeof siteExport>; files: FileStore },
  out: string,
) => {
  const site = await exporter.read();
  const stored = await inBatches(site.files, async (key): Promise<FileToArchive> => {
    const [facts, body] = await Promise.all([files.facts(key), files.read(key)]);
    return {
      key,
      contentType: facts?.contentType ?? 'application/octet-stream',
      size: body.byteLength,
      body,
    };
  });
  const zip = new JSZip();
  const manifest = writeArchive(zip, site, stored);
  writeFileSync(out, await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
  return manifest;
};

const readManifest = async (zip: JSZip, path: string): Promise<ArchiveManifest> => {
  const text = await zip.file(ARCHIVE_MANIFEST)?.async('string');
  const manifest = text === undefined ? undefined : (JSON.parse(text) as Partial<ArchiveManifest>);
  if (manifest?.format !== ARCHIVE_FORMAT)
    throw new Error(
      `${path} is not an export of this site (it has no ${ARCHIVE_MANIFEST} of one). Give the ZIP that "Export everything" or npm run export made.`,
    );
  if (manifest.version !== ARCHIVE_VERSION)
    throw new Error(
      `${path} was written by another version of the site (archive version ${String(manifest.version)}; this one reads ${ARCHIVE_VERSION}).`,
    );
  return manifest as ArchiveManifest;
};

/** Everything in the archive, checked against its manifest before anything is written. */
const readArchive = async (path: string) => {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(readFileSync(path));
  } catch (error) {
    throw new Error(`${path} could not be read as a ZIP: ${(error as Error).message}`);
  }
  const manifest = await readManifest(zip, path);
  const records = new Map<string, ArchivedRecord[]>();
  for (const d of archivedResources) {
    const text = await zip.file(archiveRecordsPath(d.name))?.async('string');
    const list = text === undefined ? [] : (JSON.parse(text) as ArchivedRecord[]);
    if (list.length !== (manifest.records[d.name] ?? 0))
      throw new Error(
        `${path} is incomplete: it should hold ${manifest.records[d.name] ?? 0} ${d.labels.many.toLowerCase()} records and holds ${list.length}.`,
      );
    records.set(d.name, list);
  }
  const files = await inBatches(manifest.files, async (file) => {
    const body = await zip.file(archiveFilePath(file.key))?.async('uint8array');
    if (!body || body.byteLength !== file.size)
      throw new Error(`${path} is incomplete: ${file.key} is missing or cut short.`);
    return { ...file, body };
  });
  return { manifest, records, files };
};

/** What is in the site already, by resource: an archive restores only into an empty one. */
const contentIn = async (records: RecordStore) => {
  const counts = await Promise.all(
    archivedResources.map(async (d) => [d, (await records.list(d.name)).length] as const),
  );
  return counts.filter(([, n]) => n > 0);
};

/**
 * Restores an archive into an empty site: the files byte for byte under their own keys, then
 * every record as it was exported (ids, times and versions). Nothing is written unless the whole
 * archive reads back as its manifest says, and the site holds no content yet.
 */
export const restoreArchive = async (
  { records, files }: { records: RecordStore; files: FileStore },
  { path, dryRun }: { path: string; dryRun: boolean },
) => {
  const archive = await readArchive(path);
  const present = await contentIn(records);
  if (present.length > 0)
    throw new Error(
      `This site has content already (${present.map(([d, n]) => `${n} ${d.labels.many.toLowerCase()}`).join(', ')}). An archive is restored only into an empty site: a new stage, or for the local site an empty data folder (DATA_DIR=<new folder>). Nothing was changed.`,
    );
  const counts = [...archive.records].map(([name, list]) => `${list.length} ${name}`);
  const summary = `${counts.join(', ')}; ${archive.files.length} files (exported ${archive.manifest.exportedAt})`;
  if (dryRun) return `Dry run: nothing was written. The archive would restore ${summary}.`;
  await inBatches(archive.files, ({ key, body, contentType }) =>
    files.save({ key, body, contentType }),
  );
  for (const [name, list] of archive.records)
    for (const item of list)
      if (!(await records.create(name, item)))
        throw new Error(
          `${name} ${item.id} was written meanwhile by someone else; the restore stopped there.`,
        );
  return `Restored ${summary}.`;
};
