/**
 * A ZIP's list of files (its central directory), read without unpacking anything: the sizes a
 * ZIP declares are checked before a byte is inflated. Only the directory and each file's local
 * header are read from the chosen file; the rest stays on disk until a file is unpacked.
 */

/** One file a ZIP lists, as its central directory describes it. */
export interface ZipEntry {
  path: string;
  /** 0 stored, 8 deflated: the two ways the console unpacks. */
  method: number;
  compressedSize: number;
  /** The size the ZIP declares for it unpacked: checked first, never trusted further. */
  size: number;
  /** Where its local header starts in the ZIP. */
  offset: number;
  encrypted: boolean;
}

/** A ZIP refused, in a sentence for the person who chose it. */
export class ZipProblem extends Error {}

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record (22 bytes) and the longest comment after it. */
const TAIL = 22 + 0xffff;
const MAX32 = 0xffffffff;
/**
 * A directory larger than this lists some hundred thousand files, far more than any import
 * takes; it is not read at all.
 */
const DIRECTORY_LIMIT = 16 * 1024 * 1024;

const bytesOf = async (blob: Blob, start: number, end: number) =>
  new DataView(await blob.slice(start, end).arrayBuffer());

const u64 = (view: DataView, at: number) => Number(view.getBigUint64(at, true));

const broken = () => new Error('Not a ZIP, or a damaged one.');

/** Where the directory is, from the end record (and its ZIP64 form, for a ZIP of 4 GB or more). */
const directorySpan = async (zip: Blob) => {
  const tailStart = Math.max(0, zip.size - TAIL);
  const tail = await bytesOf(zip, tailStart, zip.size);
  let end = tail.byteLength - 22;
  while (end >= 0 && tail.getUint32(end, true) !== END) end--;
  if (end < 0) throw broken();
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (size !== MAX32 && offset !== MAX32) return { offset, size };
  const locator = end - 20;
  if (locator < 0 || tail.getUint32(locator, true) !== ZIP64_LOCATOR) throw broken();
  const at = u64(tail, locator + 8);
  const record = await bytesOf(zip, at, at + 56);
  if (record.byteLength < 56 || record.getUint32(0, true) !== ZIP64_END) throw broken();
  return { offset: u64(record, 48), size: u64(record, 40) };
};

/** The 8-byte sizes and offset a ZIP64 entry keeps in its extra field, for those set to 0xFFFFFFFF. */
const zip64Values = (extra: DataView, wanted: number) => {
  for (let at = 0; at + 4 <= extra.byteLength;) {
    const id = extra.getUint16(at, true);
    const length = extra.getUint16(at + 2, true);
    if (id === 0x0001) {
      if (wanted * 8 > length || at + 4 + length > extra.byteLength) throw broken();
      return Array.from({ length: wanted }, (_, i) => u64(extra, at + 4 + i * 8));
    }
    at += 4 + length;
  }
  throw broken();
};

/** The files a central directory lists, in its order. Rejects what is not a directory. */
export const directoryEntries = (bytes: Uint8Array): ZipEntry[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  for (let at = 0; at < bytes.byteLength;) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL) throw broken();
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const next = at + 46 + nameLength + extraLength + view.getUint16(at + 32, true);
    if (next > bytes.byteLength) throw broken();
    const sizes = [
      view.getUint32(at + 24, true),
      view.getUint32(at + 20, true),
      view.getUint32(at + 42, true),
    ];
    const wide = sizes.filter((n) => n === MAX32).length;
    if (wide > 0) {
      const extra = new DataView(
        bytes.buffer,
        bytes.byteOffset + at + 46 + nameLength,
        extraLength,
      );
      const values = zip64Values(extra, wide);
      for (let i = 0; i < sizes.length; i++) if (sizes[i] === MAX32) sizes[i] = values.shift()!;
    }
    const [size, compressedSize, offset] = sizes as [number, number, number];
    entries.push({
      // A name without the UTF-8 flag is read as UTF-8 too: every tool a club uses writes it so.
      path: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize,
      size,
      offset,
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
    });
    at = next;
  }
  return entries;
};

/** The files a ZIP lists, with their declared sizes; nothing is unpacked. */
export const readZipDirectory = async (zip: Blob): Promise<ZipEntry[]> => {
  const { offset, size } = await directorySpan(zip);
  if (offset + size > zip.size) throw broken();
  if (size > DIRECTORY_LIMIT)
    throw new ZipProblem('This ZIP lists too many files for one import. Please split it.');
  return directoryEntries(new Uint8Array(await zip.slice(offset, offset + size).arrayBuffer()));
};

/** Where an entry's packed bytes start: after its local header, whose lengths may differ. */
export const dataStart = async (zip: Blob, entry: ZipEntry) => {
  const header = await bytesOf(zip, entry.offset, entry.offset + 30);
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL) throw broken();
  return entry.offset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
};
