import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One entry of a ZIP written by hand, so that it can lie as an attacker's would. */
export interface ZipItem {
  name: string;
  body: Uint8Array;
  /** Its deflated bytes as given (a bomb's), rather than `body` deflated. */
  packed?: Uint8Array;
  /** The size it declares, when not its body's. */
  declaredSize?: number;
  /** Stored as it is rather than deflated. */
  stored?: boolean;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * A ZIP of `items`, in the layout JSZip writes; `shareData` makes every entry after the first
 * point at the first one's bytes (the overlapping entries of the "better zip bomb").
 */
export const zipBytes = (items: ZipItem[], { shareData = false } = {}) => {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  let firstAt = 0;
  items.forEach((item, i) => {
    const name = Buffer.from(item.name, 'utf8');
    const packed = Buffer.from(
      item.packed ?? (item.stored ? item.body : deflateRawSync(item.body)),
    );
    const method = item.stored ? 0 : 8;
    const fields = [
      u16(20), u16(0x0800), u16(method), u16(0), u16(0x21),
      u32(crc32(item.body)), u32(packed.length), u32(item.declaredSize ?? item.body.length),
      u16(name.length), u16(0),
    ]; // prettier-ignore
    const at = shareData && i > 0 ? firstAt : offset;
    if (!(shareData && i > 0)) {
      locals.push(u32(0x04034b50), ...fields, name, packed);
      if (i === 0) firstAt = offset;
      offset += 30 + name.length + packed.length;
    }
    directory.push(
      u32(0x02014b50), u16(20), ...fields, u16(0), u16(0), u16(0), u32(0), u32(at), name,
    ); // prettier-ignore
  });
  const list = Buffer.concat(directory);
  const end = [u32(0x06054b50), u16(0), u16(0), u16(items.length), u16(items.length),
    u32(list.length), u32(offset), u16(0)]; // prettier-ignore
  return Buffer.concat([...locals, list, ...end]);
};

const MB = 1024 * 1024;

/**
 * Raw deflate of `size` zero bytes (a multiple of 64 MiB), made in a second: two flushed
 * pieces of a real deflate stream, the second repeated, since every 64 MiB of zeros after the
 * first deflates alike. About a thousandth of `size`.
 */
export const zeroBomb = (size: number) => {
  const piece = Buffer.alloc(64 * MB);
  const flushed = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const first = deflateRawSync(piece, flushed);
  const next = deflateRawSync(piece, { ...flushed, dictionary: Buffer.alloc(32 * 1024) });
  const pieces = Math.max(1, Math.round(size / (64 * MB)));
  return Buffer.concat([first, ...Array<Buffer>(pieces - 1).fill(next), Buffer.from([3, 0])]);
};
