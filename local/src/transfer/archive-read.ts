import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_LIMITS,
  ARCHIVE_MANIFEST,
  ARCHIVE_VERSION,
  archiveFilePath,
  archiveManifestSchema,
  archiveRecordsPath,
  type ArchiveManifest,
  type ArchivedRecord,
} from '@club/model';
import {
  archiveProblems,
  problemList,
  type CheckedArchive,
  type ProblemList,
} from '@club/functions';
import { openZip, ZipProblem, type OpenZip, type ZipEntry } from './zip-reader.js';
import { shapeBeyond } from './json-shape.js';
import { parseRecords } from './records-file.js';

const MB = 1024 * 1024;
const size = (bytes: number) => (bytes < MB ? `${bytes} bytes` : `${Math.round(bytes / MB)} MB`);

const digestOf = async (path: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

const readManifest = (zip: OpenZip, path: string): ArchiveManifest => {
  const entry = zip.entries.get(ARCHIVE_MANIFEST);
  const notOurs = `${path} is not an export of this site (it has no ${ARCHIVE_MANIFEST} of one). Give the ZIP that "Export everything" or npm run export made.`;
  if (!entry) throw new Error(notOurs);
  if (entry.size > ARCHIVE_LIMITS.manifestBytes)
    throw new Error(`${path} declares a ${ARCHIVE_MANIFEST} of ${size(entry.size)}: too large.`);
  let bytes: Buffer;
  try {
    bytes = zip.read(entry);
  } catch (error) {
    if (!(error instanceof ZipProblem)) throw error;
    throw new Error(`${path} is damaged: its ${ARCHIVE_MANIFEST} ${error.message}.`);
  }
  // It lists each file of the ZIP at most once, each with a key, a type and a size.
  if (shapeBeyond(bytes, { deepest: 3, values: (zip.entries.size + 20) * 10 }))
    throw new Error(`${path} is damaged: its ${ARCHIVE_MANIFEST} is not one an export writes.`);
  let manifest: Partial<ArchiveManifest> | undefined;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<ArchiveManifest>;
  } catch {
    throw new Error(notOurs);
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw new Error(notOurs);
  if (manifest.version !== ARCHIVE_VERSION)
    throw new Error(
      `${path} was written by another version of the site (archive version ${String(manifest.version)}; this one reads ${ARCHIVE_VERSION}).`,
    );
  const checked = archiveManifestSchema.safeParse(manifest);
  if (!checked.success)
    throw new Error(`${path} is damaged: its ${ARCHIVE_MANIFEST} is not whole.`);
  return checked.data;
};

/** Why a records entry cannot be inflated within the limits, judged from what it declares. */
const declaredProblem = (entry: ZipEntry | undefined, count: number, before: number) => {
  if (!entry) return 'is missing.';
  const limit = Math.min(ARCHIVE_LIMITS.recordsFileBytes, (count + 1) * ARCHIVE_LIMITS.recordBytes);
  if (entry.size > limit)
    return `declares ${size(entry.size)}, more than ${count} records can take (${size(limit)}).`;
  if (before + entry.size > ARCHIVE_LIMITS.recordsBytes)
    return `takes the records past ${size(ARCHIVE_LIMITS.recordsBytes)}, more than a restore reads.`;
  return undefined;
};

/** Each kind's records, as far as their files can be read within the limits. */
const readRecords = (zip: OpenZip, manifest: ArchiveManifest, found: ProblemList) => {
  const records = new Map<string, unknown[]>();
  let total = 0;
  for (const [name, count] of Object.entries(manifest.records)) {
    const where = archiveRecordsPath(name);
    const entry = zip.entries.get(where);
    const problem = declaredProblem(entry, count, total);
    if (problem || !entry) {
      found.add({ where, text: problem ?? 'is missing.' });
      continue;
    }
    total += entry.size;
    try {
      const list = parseRecords(zip.read(entry), count);
      if (typeof list === 'string') found.add({ where, text: `${list}.` });
      else records.set(name, list);
    } catch (error) {
      if (!(error instanceof ZipProblem)) throw error;
      found.add({ where, text: `${error.message}.` });
    }
  }
  for (const name of zip.entries.keys()) {
    const kind = /^records\/(.+)\.json$/.exec(name)?.[1];
    if (kind !== undefined && !(kind in manifest.records))
      found.add({ where: name, text: 'is not in the manifest.' });
  }
  return records;
};

/** Every listed file is in the ZIP at the size the manifest gives, and inflates to exactly it. */
const checkFiles = (zip: OpenZip, manifest: ArchiveManifest, found: ProblemList) => {
  for (const file of manifest.files) {
    const where = archiveFilePath(file.key);
    const entry = zip.entries.get(where);
    if (!entry) found.add({ where, text: 'is missing.' });
    else if (entry.size !== file.size)
      found.add({ where, text: `declares ${entry.size} bytes; the manifest says ${file.size}.` });
  }
  // Inflated only once everything every entry declares is known to be within bounds.
  if (found.count > 0) return;
  for (const file of manifest.files) {
    const where = archiveFilePath(file.key);
    try {
      zip.read(zip.entries.get(where)!);
    } catch (error) {
      if (!(error instanceof ZipProblem)) throw error;
      found.add({ where, text: `${error.message}.` });
    }
  }
};

/**
 * The archive at `path`, read and checked whole before anything is written: its manifest, each
 * kind's records against the model, and every file inflated once, no entry past what it
 * declares. Refused with its problems (the first few, and how many more) otherwise.
 */
export const readArchive = async (path: string): Promise<CheckedArchive & { close(): void }> => {
  let zip: OpenZip;
  try {
    zip = openZip(path);
  } catch (error) {
    if (!(error instanceof ZipProblem)) throw error;
    throw new Error(`${path} could not be read as a ZIP: ${error.message}.`);
  }
  try {
    const manifest = readManifest(zip, path);
    const found = problemList();
    const records = readRecords(zip, manifest, found);
    archiveProblems({ manifest, records }, found);
    checkFiles(zip, manifest, found);
    if (found.count > 0)
      throw new Error(
        `${path} cannot be restored: ${found.count === 1 ? 'one problem was' : `${found.count} problems were`} found in it, and nothing was written.\n${found.text()}`,
      );
    const entries = zip.entries;
    return {
      name: basename(path),
      digest: await digestOf(path),
      exportedAt: manifest.exportedAt,
      records: records as Map<string, ArchivedRecord[]>,
      files: manifest.files,
      readFile: async (key) => zip.read(entries.get(archiveFilePath(key))!),
      close: zip.close,
    };
  } catch (error) {
    zip.close();
    throw error;
  }
};
