import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP's entries one at a time, trusting nothing it declares: its directory is read
 * first, an entry's bytes only when asked for, and inflated no further than the size the entry
 * declares. A ZIP bomb (an entry that inflates to gigabytes) stops at its declared size, and the
 * caller refuses a declared size too large before anything is inflated. Only what JSZip (the
 * export) writes is read: stored or deflated entries, no ZIP64, no encryption.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export interface ZipEntry {
  name: string;
  /** What the entry declares it inflates to. */
  size: number;
  method: number;
  crc: number;
  packedSize: number;
  flags: number;
  /** Where its local header starts, and where the next entry (or the directory) does. */
  at: number;
  endsBefore: number;
}

/** A ZIP that cannot be read as one, or an entry that is not what it declares. */
export class ZipProblem extends Error {}

export const openZip = (path: string) => {
  const fd = openSync(path, 'r');
  const bytes = fstatSync(fd).size;
  const read = (at: number, length: number) => {
    const buffer = Buffer.alloc(length);
    if (at < 0 || at + length > bytes || readSync(fd, buffer, 0, length, at) !== length)
      throw new ZipProblem('it is cut short');
    return buffer;
  };

  const directory = () => {
    const tailLength = Math.min(bytes, 22 + 0xffff);
    const tail = read(bytes - tailLength, tailLength);
    let end = tail.length - 22;
    while (end >= 0 && tail.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
    if (end < 0) throw new ZipProblem('it is not a ZIP file');
    const count = tail.readUInt16LE(end + 10);
    const length = tail.readUInt32LE(end + 12);
    const at = tail.readUInt32LE(end + 16);
    if (count === 0xffff || at === 0xffffffff)
      throw new ZipProblem('it is a ZIP64 file, which an export never is');
    return { count, start: at, list: read(at, length) };
  };

  const entriesOf = () => {
    const { count, start, list } = directory();
    const entries: ZipEntry[] = [];
    for (let at = 0, n = 0; n < count; n++) {
      if (at + 46 > list.length || list.readUInt32LE(at) !== DIRECTORY_ENTRY)
        throw new ZipProblem('its directory is damaged');
      const nameLength = list.readUInt16LE(at + 28);
      const skip = nameLength + list.readUInt16LE(at + 30) + list.readUInt16LE(at + 32);
      entries.push({
        flags: list.readUInt16LE(at + 8),
        method: list.readUInt16LE(at + 10),
        crc: list.readUInt32LE(at + 16),
        packedSize: list.readUInt32LE(at + 20),
        size: list.readUInt32LE(at + 24),
        name: list.toString('utf8', at + 46, at + 46 + nameLength),
        at: list.readUInt32LE(at + 42),
        endsBefore: start,
      });
      at += 46 + skip;
    }
    // Each entry's bytes end before the next one begins: no two entries share their data.
    const byPlace = [...entries].sort((a, b) => a.at - b.at);
    byPlace.forEach((e, i) => (e.endsBefore = byPlace[i + 1]?.at ?? start));
    const named = new Map<string, ZipEntry>();
    for (const entry of entries) {
      if (named.has(entry.name))
        throw new ZipProblem(`it holds two entries named ${JSON.stringify(entry.name)}`);
      named.set(entry.name, entry);
    }
    return named;
  };

  let entries: Map<string, ZipEntry>;
  try {
    entries = entriesOf();
  } catch (error) {
    closeSync(fd);
    throw error;
  }

  return {
    entries,
    /** The entry's bytes, exactly as many as it declares and matching its checksum. */
    read(entry: ZipEntry): Buffer {
      const problem = (why: string) => new ZipProblem(why);
      if (entry.flags & 1) throw problem('is encrypted');
      const header = read(entry.at, 30);
      if (header.readUInt32LE(0) !== LOCAL_HEADER) throw problem('is damaged');
      const start = entry.at + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      if (start + entry.packedSize > entry.endsBefore)
        throw problem('overlaps another entry of the ZIP');
      const packed = read(start, entry.packedSize);
      let body: Buffer;
      if (entry.method === 0) body = packed;
      else if (entry.method === 8) {
        try {
          body = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
            throw problem(`inflates past the ${entry.size} bytes it declares`);
          throw problem(`is damaged (${(error as Error).message})`);
        }
      } else throw problem(`is compressed in a way an export never is (method ${entry.method})`);
      if (body.length !== entry.size) throw problem(`is not the ${entry.size} bytes it declares`);
      if (crc32(body) !== entry.crc) throw problem('is damaged (its checksum does not match)');
      return body;
    },
    close: () => closeSync(fd),
  };
};

export type OpenZip = ReturnType<typeof openZip>;
