import {
  fileKey,
  storedFilesOf,
  uploadFolderOf,
  type FieldErrors,
  type ResourceDefinition,
} from '@club/model';
import { fileRefused, type FileChange } from './file-changes.js';
import { asError, type Log } from './log.js';
import type { FileStore, Item, MediaProcessor, RecordStore } from './ports.js';
import { uploadTickets, type UploadBinding } from './upload-tickets.js';

/** Who saves which record: the uploads it may adopt are bound to both. */
export type Saver = Omit<UploadBinding, 'field'>;

/**
 * The files a record names: new ones checked and stored before the record is written (and
 * taken away again if it is not), old ones removed once no record names them.
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
    remove,

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
      try {
        // One at a time: a refused file stops the write before the next is processed.
        for (const [name, change] of Object.entries(changes))
          names[name] = await store(d, name, change, saver);
        return await write(names);
      } catch (error) {
        await remove(d, Object.values(names).filter(Boolean));
        throw error;
      }
    },
  };
};
