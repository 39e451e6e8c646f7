import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS, type UploadCategory } from '@club/model';

/** Reads bytes `start` to `end` (inclusive) of a file, wherever it is. */
export type ByteReader = (start: number, end: number) => Promise<Uint8Array>;

export interface Sniffed {
  category: UploadCategory;
  mime: string;
  ext: string;
}

// Enough for file-type to see every format accepted here, and for the WebM header check.
const HEAD_BYTES = 64 * 1024;
// A fragmented MP4 has a box pair per fragment; the first boxes tell a real file from a fake.
const MAX_BOXES = 64;
const BOX_TYPE = /^[A-Za-z0-9 ]{4}$/;

const fourcc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * An MP4 (ISO BMFF) is a chain of boxes, each starting with its length and a four-letter type,
 * that ends exactly at the end of the file and holds a `moov`. Anything after an `ftyp` header
 * that is not such a chain (a web page, a script) is not a video, whatever its first bytes say.
 */
const isWellFormedMp4 = async (read: ByteReader, size: number) => {
  let offset = 0;
  const seen: string[] = [];
  while (offset < size && seen.length < MAX_BOXES) {
    if (offset + 8 > size) return false;
    const header = await read(offset, Math.min(size, offset + 16) - 1);
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const type = fourcc(header, 4);
    let length = view.getUint32(0);
    if (length === 1) {
      if (header.byteLength < 16) return false;
      length = Number(view.getBigUint64(8));
    } else if (length === 0) length = size - offset; // the last box runs to the end
    if (!BOX_TYPE.test(type) || length < 8 || offset + length > size) return false;
    if (seen.length === 0 && type !== 'ftyp') return false;
    seen.push(type);
    offset += length;
  }
  return seen.includes('moov');
};

/** Reads an EBML variable-length number: its length and value. */
const vint = (bytes: Uint8Array, at: number) => {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { length, value };
};

/** A WebM's EBML header must be followed by its Segment, where the video itself lives. */
const isWellFormedWebm = (head: Uint8Array) => {
  const size = vint(head, 4);
  if (!size) return false;
  const segment = 4 + size.length + size.value;
  return (
    segment + 4 <= head.length &&
    head[segment] === 0x18 &&
    head[segment + 1] === 0x53 &&
    head[segment + 2] === 0x80 &&
    head[segment + 3] === 0x67
  );
};

const categoryOfMime = (mime: string) =>
  (Object.keys(UPLOAD_LIMITS) as UploadCategory[]).find((c) =>
    (UPLOAD_LIMITS[c].types as readonly string[]).includes(mime),
  );

/**
 * What a file really is, judged by its bytes (never its name or declared type): one of the
 * pictures or videos the site takes, or undefined.
 */
export const sniff = async (read: ByteReader, size: number): Promise<Sniffed | undefined> => {
  if (size <= 0) return undefined;
  const head = await read(0, Math.min(size, HEAD_BYTES) - 1);
  const type = await fileTypeFromBuffer(head);
  const category = type && categoryOfMime(type.mime);
  if (!type || !category) return undefined;
  if (type.mime === 'video/mp4' && !(await isWellFormedMp4(read, size))) return undefined;
  if (type.mime === 'video/webm' && !isWellFormedWebm(head)) return undefined;
  return { category, mime: type.mime, ext: type.ext };
};

/** A reader over bytes already in memory. */
export const memoryReader =
  (bytes: Uint8Array): ByteReader =>
  async (start, end) =>
    bytes.subarray(start, end + 1);
