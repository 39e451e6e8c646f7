import { writeFileSync } from 'node:fs';
import JSZip from 'jszip';
import { writeArchive, type FileToArchive } from '@club/model';
import { siteRestore, type FileStore, type RecordStore, type siteExport } from '@club/functions';
import { readArchive } from './archive-read.js';

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

export interface RestoreOptions {
  path: string;
  dryRun: boolean;
  /** Told how far the writes are, now and then. */
  progress?: (line: string) => void;
  /** Before the first write, and after the last record (the certificates are signed then). */
  beforeWriting?: () => Promise<void>;
  afterWriting?: () => Promise<void>;
}

/**
 * Restores an archive into an empty site: every record and file checked first (nothing is
 * written from an archive with one problem), then the files byte for byte under their own
 * keys, then every record as it was exported (ids, times and versions). A restore cut off
 * part-way is finished by running the same archive again.
 */
export const restoreArchive = async (
  { records, files }: { records: RecordStore; files: FileStore },
  { path, ...steps }: RestoreOptions,
) => {
  const archive = await readArchive(path);
  try {
    return await siteRestore({ records, files }).restore(archive, steps);
  } finally {
    archive.close();
  }
};
