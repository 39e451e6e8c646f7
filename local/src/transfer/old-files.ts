import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { largestUpload, megabytes, type FileKind, type UploadFolder } from '@club/model';

/** An old file read from the uploads folder, or why it was not. */
export type OldFile = { bytes: Buffer } | { problem: string };

/**
 * What the dump names is a plain file name inside its kind's folder: never a path. A name with
 * a separator, `..`, a NUL or a drive could lead anywhere on this machine.
 */
const isPlainName = (name: string) =>
  name === basename(name) &&
  !/[/\\\0]/.test(name) &&
  name !== '.' &&
  name !== '..' &&
  name.length <= 255;

/** A file name from the dump as the report shows it: an attacker's may be long, or odd. */
export const shownName = (name: string) =>
  /^[\w .()+-]{1,80}$/.test(name) ? name : JSON.stringify(name.slice(0, 80));

const errorCode = (error: unknown) => (error as { code?: string }).code;

/**
 * Reads the old site's uploaded files from its Upload folder (`<Upload>/image/<kind>/<name>`,
 * or `<Upload>/<kind>/<name>` when given image/ itself), and nothing outside it: a name from the
 * dump is a plain name, a link that leads out of the folder is not followed, only a regular file
 * is read (never a device, a pipe or a folder), and none larger than its field takes.
 */
export const oldUploads = (uploads: string) => {
  const root = realpathSync(uploads);
  const inside = (path: string) => path.startsWith(root + sep);

  const problemOf = (error: unknown) => ({ problem: `could not be read (${errorCode(error)})` });

  /** The file's real place; undefined when there is none. */
  const place = (folder: UploadFolder, name: string): { path: string } | OldFile | undefined => {
    for (const path of [join(root, 'image', folder, name), join(root, folder, name)]) {
      try {
        return { path: realpathSync(path) };
      } catch (error) {
        if (errorCode(error) !== 'ENOENT' && errorCode(error) !== 'ENOTDIR')
          return problemOf(error);
      }
    }
    return undefined;
  };

  const readAtMost = (path: string, limit: number): OldFile => {
    let fd: number;
    try {
      // Not blocking on a pipe; not following a link swapped in since the path was resolved.
      fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch (error) {
      return problemOf(error);
    }
    try {
      const facts = fstatSync(fd);
      if (!facts.isFile()) return { problem: 'is not a file' };
      if (facts.size > limit)
        return { problem: `is larger than the site takes (${megabytes(limit)})` };
      const bytes = Buffer.alloc(facts.size);
      let read = 0;
      while (read < bytes.length) {
        const n = readSync(fd, bytes, read, bytes.length - read, read);
        if (n === 0) break;
        read += n;
      }
      return { bytes: bytes.subarray(0, read) };
    } finally {
      closeSync(fd);
    }
  };

  return {
    /** The file `name` of a `kind` field of a resource whose files live in `folder`. */
    read(folder: UploadFolder, kind: FileKind, name: string): OldFile | undefined {
      if (!isPlainName(name)) return { problem: 'is not a plain file name: not looked for' };
      const found = place(folder, name);
      if (!found || !('path' in found)) return found;
      if (!inside(found.path)) return { problem: 'leads out of the uploads folder: not read' };
      return readAtMost(found.path, largestUpload(kind));
    },
  };
};
