import {
  BIN_PREFIX,
  contentResources,
  DELETED_DAYS,
  fileFields,
  INCOMING_PREFIX,
  storedFilesOf,
  uploadFolderOf,
  uploadKey,
  type ResourceDefinition,
  type UploadFolder,
} from '@club/model';
import { keptFiles } from './kept-files.js';
import type { FileStore, ListedFile, RecordStore } from '../ports.js';

/** A file younger than this may belong to a write still in flight, so it is never removed. */
export const DEFAULT_GRACE_SECONDS = 60 * 60;
/** Direct uploads never adopted by a record are kept this long (the bucket's lifecycle rule). */
export const INCOMING_DAYS = 1;

export interface SweepOptions {
  graceSeconds?: number;
}

export interface SweepResult {
  /**
   * The keys removed: stored files no record names, uploads older than a day, and files of
   * deleted records whose time in the bin is over.
   */
  removed: string[];
}

export interface FileSweepDeps {
  records: RecordStore;
  files: FileStore;
  resources?: readonly ResourceDefinition[];
  now?: () => Date;
}

/** Each upload folder with the resources whose file fields name files in it, from the model. */
const filesByFolder = (resources: readonly ResourceDefinition[]) => {
  const folders = new Map<UploadFolder, { resource: string; fields: string[] }[]>();
  for (const d of resources) {
    const fields = fileFields(d);
    if (!d.uploadFolder || fields.length === 0) continue;
    const folder = uploadFolderOf(d);
    folders.set(folder, [...(folders.get(folder) ?? []), { resource: d.name, fields }]);
  }
  return folders;
};

/**
 * Removes the files no record refers to. A record and its file are two writes (the file is
 * stored first, then the record names it), and a crash between them leaves a file nobody can
 * reach. Rather than make the pair a transaction, which S3 and DynamoDB do not share, the
 * sweep makes such a file harmless: it runs on every local start and daily in AWS. It is also
 * what removes the files records stopped naming (replaced, cleared, or of a deleted record),
 * once they are kept for a restore no longer (kept-files.ts).
 *
 * A file younger than the grace period is left alone, as its record may still be on its way.
 * Files are listed before records are read, so a file whose record is written before that
 * read is seen as named; one whose record comes later is younger than its write takes. The
 * files kept for a restore are read last, for the same reason the other way round.
 */
export const fileSweep = ({
  records,
  files,
  resources = contentResources,
  now = () => new Date(),
}: FileSweepDeps) => ({
  async sweep({ graceSeconds = DEFAULT_GRACE_SECONDS }: SweepOptions = {}): Promise<SweepResult> {
    const at = now().getTime();
    const olderThan = (seconds: number) => (file: ListedFile) =>
      at - file.lastModified.getTime() >= seconds * 1000;

    const unnamed: ListedFile[] = [];
    for (const [folder, holders] of filesByFolder(resources)) {
      const stored = (await files.list(uploadKey(folder, ''))).filter(olderThan(graceSeconds));
      if (stored.length === 0) continue;
      const named = new Set<string>();
      for (const { resource, fields } of holders)
        for (const item of await records.list(resource))
          for (const field of fields) {
            const name = item[field];
            // A picture's smaller copies go with it: kept while it is named, removed after.
            if (typeof name === 'string' && name)
              for (const file of storedFilesOf(name)) named.add(uploadKey(folder, file));
          }
      unnamed.push(...stored.filter((file) => !named.has(file.key)));
    }
    // Read after the records: a file is kept before a record stops naming it, so a file the
    // records were seen without is found here.
    const kept = unnamed.length > 0 ? await keptFiles(records, now).keys() : new Set();
    const leftovers = unnamed.filter((file) => !kept.has(file.key)).map((file) => file.key);
    // In AWS the bucket's lifecycle rule expires these too; s3rver has no lifecycle.
    const abandoned = (await files.list(INCOMING_PREFIX))
      .filter(olderThan(INCOMING_DAYS * 24 * 60 * 60))
      .map((file) => file.key);

    // A file goes into the bin when its record is deleted, and its copy in "Recently deleted"
    // expires DELETED_DAYS later: so does the file (in AWS the lifecycle rule does it too).
    const expired = (await files.list(BIN_PREFIX))
      .filter(olderThan(DELETED_DAYS * 24 * 60 * 60))
      .map((file) => file.key);

    const removed = [...leftovers, ...abandoned, ...expired];
    for (const key of removed) await files.remove(key);
    return { removed };
  },
});

export type FileSweep = ReturnType<typeof fileSweep>;

/** The grace period a setting asks for (FILE_SWEEP_GRACE_SECONDS), or the default one. */
export const graceSecondsFrom = (setting: string | undefined) => {
  if (setting === undefined || setting.trim() === '') return DEFAULT_GRACE_SECONDS;
  const seconds = Number(setting);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(
      `FILE_SWEEP_GRACE_SECONDS must be a number of seconds (0 or more), not '${setting}'.`,
    );
  return seconds;
};
