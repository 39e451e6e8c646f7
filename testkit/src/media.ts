import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files the upload checks send: real pictures, and files that only pretend to be one. */

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

export const pngBytes = async (width = 64, height = 64) => picture(width, height).png().toBuffer();
export const jpegBytes = async (width = 320, height = 240) =>
  picture(width, height).jpeg().toBuffer();
export const gifBytes = async () => picture(32, 32).gif().toBuffer();

/** A picture whose bytes are `size` long: a PNG padded with a chunk nobody reads. */
export const pngOfSize = async (size: number) => {
  const png = await pngBytes(16, 16);
  const end = png.length - 12; // before IEND
  const padding = chunk('teXt', Buffer.alloc(Math.max(0, size - png.length - 12), 0x61));
  return Buffer.concat([png.subarray(0, end), padding, png.subarray(end)]);
};

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};

/**
 * A decompression bomb: a one-colour black-and-white PNG of `side` × `side` pixels, a few
 * kilobytes on disk, gigabytes once a decoder turns it into RGB pixels.
 */
export const bombPng = (side: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const mp4Box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

const FTYP = () => mp4Box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));

export const PAGE = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A web page behind an MP4's `ftyp` header: a 4-byte signature check takes it for a video. */
export const mp4WithPage = () => Buffer.concat([FTYP(), Buffer.from(PAGE.repeat(20))]);

/** A well-formed MP4 as a camera writes one: header, movie, media data. */
export const playableMp4 = () =>
  Buffer.concat([
    FTYP(),
    mp4Box(
      'moov',
      mp4Box('mvhd', Buffer.alloc(100)),
      mp4Box('trak', mp4Box('tkhd', Buffer.alloc(84))),
    ),
    mp4Box('mdat', Buffer.alloc(4096, 7)),
  ]);

/**
 * The same with a page in a `free` box, which players skip: it passes every structural check,
 * so only its bytes tell.
 */
export const mp4WithScript = () =>
  Buffer.concat([
    playableMp4(),
    mp4Box('free', Buffer.from('<html><body><ScRiPt>fetch("/api/admin/update")</ScRiPt>')),
  ]);

/** A real WebM followed by an EBML Void element (0xEC) holding a page: a WebM/HTML polyglot. */
export const webmWithScript = (webm: Uint8Array) => {
  const page = Buffer.from('<svg onload=1><script>alert(document.domain)</script>');
  const size = Buffer.alloc(8); // an 8-byte EBML size: the marker 0x01, then the length
  size.writeUInt8(0x01, 0);
  size.writeUIntBE(page.length, 2, 6);
  return Buffer.concat([webm, Buffer.from([0xec]), size, page]);
};

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

/** Markup a browser would run if the file were served as a page. */
export const looksLikePage = (bytes: Buffer) =>
  /<script|<html|<svg/i.test(bytes.toString('latin1'));
