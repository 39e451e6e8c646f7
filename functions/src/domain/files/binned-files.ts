import { binKey, fileKey, storedFilesOf, type ResourceDefinition } from '@club/model';
import type { FileStore } from '../ports.js';
import type { WithdrawnFiles } from './withdrawn-files.js';

/** Every key a record's file names take: each picture with its smaller copies. */
const keysOf = (d: ResourceDefinition, names: string[]) =>
  names.flatMap((name) => storedFilesOf(name).map((file) => fileKey(d, file)));

/**
 * The files of a record in "Recently deleted". They wait under bin/, which nothing serves, so
 * a deleted member's picture stops being public with the record, and come back to their own
 * addresses (the names the record holds) when it is restored. A file already where it is
 * asked to go, or in neither place, is left as it is: a move repeated after a crash is harmless.
 */
export const binnedFiles = (files: FileStore, withdrawn: WithdrawnFiles) => {
  const moveEach = async (keys: string[], from: (key: string) => string, to: typeof from) => {
    for (const key of keys) if (await files.facts(from(key))) await files.move(from(key), to(key));
  };
  return {
    /** Takes the files out of service, into the bin, and has the CDN drop its copies. */
    async binAway(d: ResourceDefinition, names: string[]) {
      const keys = keysOf(d, names);
      await moveEach(keys, (k) => k, binKey);
      await withdrawn.note(keys);
    },

    /** Puts the files back at their addresses. */
    bringBack: (d: ResourceDefinition, names: string[]) =>
      moveEach(keysOf(d, names), binKey, (k) => k),

    /** Removes the files wherever they are, at their addresses or in the bin. */
    async purge(d: ResourceDefinition, names: string[]) {
      const keys = keysOf(d, names);
      for (const key of keys) {
        await files.remove(key);
        await files.remove(binKey(key));
      }
      await withdrawn.note(keys);
    },
  };
};

export type BinnedFiles = ReturnType<typeof binnedFiles>;
