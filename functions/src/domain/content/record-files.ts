import {
  fileKey,
  storedFilesOf,
  uploadFolderOf,
  type FieldErrors,
  type ResourceDefinition,
} from '@club/model';
import { fileRefused, type FileChange } from './file-changes.js';
import { asError, type Log } from '../log.js';
import type { FileStore, Item, MediaProcessor, RecordStore } from '../ports.js';
import { uploadTickets, type UploadBinding } from '../files/upload-tickets.js';

/** Who saves which record: the uploads it may adopt are bound to both. */
export type Saver = Omit<UploadBinding, 'field'>;

/** A write whose input passed every check: the values to store and what it does to each file. */
export interface CheckedWrite {
  values: Record<string, unknown>;
  changes: Record<string, FileChange>;
  saver: Saver;
}

/**
 * The files a record names: new ones checked and stored before the record is written, and
 * taken away again if it is not. Files a record stops naming stay (kept-files.ts): a restore
 * may name them again, and the sweep removes them once they are kept no longer.
 */
export const recordFiles = ({
  records,
  files,
  media,
  log,
  now,
}: {
  records: RecordStore;
  files: FileStore;
  media: MediaProcessor;
  log: Log;
  now: () => Date;
}) => {
  const tickets = uploadTickets(records, now);

  /** Removes the files the record named, a picture's smaller copies with it. */
  const remove = async (d: ResourceDefinition, names: string[]) => {
    const stored = names.flatMap(storedFilesOf);
    // A leftover file costs a few bytes; a failed delete must not undo the record's change.
    const results = await Promise.allSettled(stored.map((name) => files.remove(fileKey(d, name))));
    results.forEach(
      (r, i) =>
        r.status === 'rejected' && log.warn(`Could not remove ${stored[i]}`, asError(r.reason)),
    );
  };

  /** The stored file name a change leaves in its field ('' when cleared). */
  const store = async (d: ResourceDefinition, name: string, change: FileChange, saver: Saver) => {
    if (change.kind === 'clear') return '';
    if (change.kind === 'stored') return change.name;
    const kind = d.fields[name]!.kind as 'image' | 'media';
    const folder = uploadFolderOf(d);
    const stored =
      change.kind === 'bytes'
        ? await media.storeBytes({ bytes: change.file.bytes, kind, folder })
        : await media.adopt({
            key: change.key,
            kind,
            folder,
            ...(await tickets.claim(d, name, change.key, { ...saver, field: name })),
          });
    if (!stored.ok) throw fileRefused(d, name, stored.problem);
    return stored.fileName;
  };

  return {
    /** The files among `names` that are no longer in the bucket, or have lost a smaller copy. */
    async missing(d: ResourceDefinition, names: string[]) {
      const found = await Promise.all(
        names.map(async (name) => {
          const stored = await Promise.all(
            storedFilesOf(name).map((file) => files.facts(fileKey(d, file))),
          );
          return stored.every(Boolean);
        }),
      );
      return names.filter((_, i) => !found[i]);
    },

    /** Adds to `errors` why an upload named by the changes may not be adopted. Writes nothing. */
    async checkUploads(
      d: ResourceDefinition,
      changes: Record<string, FileChange>,
      saver: Saver,
      errors: FieldErrors,
    ) {
      for (const [field, change] of Object.entries(changes)) {
        if (change.kind !== 'upload' || errors[field]) continue;
        const refused = await tickets.refusal(d, field, change.key, { ...saver, field });
        if (refused) errors[field] = refused;
      }
    },

    /**
     * Stores the new files first, then calls `write` with their names by field; if a file is
     * refused or `write` fails, the files stored so far are taken away again.
     */
    async writeWith(
      d: ResourceDefinition,
      changes: Record<string, FileChange>,
      saver: Saver,
      write: (names: Record<string, string>) => Promise<Item>,
    ) {
      const names: Record<string, string> = {};
      // Only what this write stored goes if it fails; a restored file was there before it.
      const fresh: string[] = [];
      try {
        // One at a time: a refused file stops the write before the next is processed.
        for (const [name, change] of Object.entries(changes)) {
          names[name] = await store(d, name, change, saver);
          if (change.kind === 'bytes' || change.kind === 'upload') fresh.push(names[name]);
        }
        return await write(names);
      } catch (error) {
        await remove(d, fresh);
        throw error;
      }
    },
  };
};

export type RecordFiles = ReturnType<typeof recordFiles>;
