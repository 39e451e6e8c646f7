import {
  fileKey,
  storedFilesOf,
  uploadFolderOf,
  uploadKey,
  type ResourceDefinition,
  type UploadFolder,
} from '@club/model';
import { keptFor, stillKept } from '../content/record-history.js';
import type { RecordStore } from '../ports.js';

/**
 * The files no record names any more that are kept all the same, so that an earlier version
 * or a deleted record can be restored with them: one item per file, saying until when. The
 * sweep reads them in one query rather than every record's history.
 */
export const KEPT_FILES_COLLECTION = 'kept-file';

export const keptFiles = (records: RecordStore, now: () => Date) => ({
  /** Keeps the files (a picture with its smaller copies) for `days` from now. */
  async keep(d: ResourceDefinition, names: string[], days: number) {
    if (names.length === 0) return;
    const folder = uploadFolderOf(d);
    const until = keptFor(now(), days);
    await Promise.all(
      names.map((file) =>
        records.put(KEPT_FILES_COLLECTION, { id: fileKey(d, file), folder, file, ...until }),
      ),
    );
  },

  /** No longer keeps the files: they are gone for good. */
  async forget(d: ResourceDefinition, names: string[]) {
    for (const file of names) await records.remove(KEPT_FILES_COLLECTION, fileKey(d, file));
  },

  /** The keys of every file still kept, each picture's copies with it. */
  async keys() {
    const keys = new Set<string>();
    for (const item of (await records.list(KEPT_FILES_COLLECTION)).filter(stillKept(now())))
      for (const file of storedFilesOf(String(item.file)))
        keys.add(uploadKey(item.folder as UploadFolder, file));
    return keys;
  },
});
