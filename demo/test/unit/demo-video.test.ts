import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderDemoVideo, vp8FrameOf } from '../../src/demo-video.js';

// A reader written apart from the writer, so a mistake in one is not mirrored by the other.
const MASTERS = new Set([
  0x1a45dfa3, // EBML
  0x18538067, // Segment
  0x114d9b74, // SeekHead
  0x4dbb, // Seek
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  0xae, // TrackEntry
  0xe0, // Video
  0x1f43b675, // Cluster
  0x1c53bb6b, // Cues
  0xbb, // CuePoint
  0xb7, // CueTrackPositions
]);

type Element = { id: number; start: number; data: Uint8Array; parent?: Element };

const vint = (bytes: Uint8Array, at: number, keepMarker: boolean) => {
  const first = bytes[at]!;
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
};

const parse = (bytes: Uint8Array, from = 0, to = bytes.length, parent?: Element) => {
  const out: Element[] = [];
  let at = from;
  while (at < to) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const element = {
      id: id.value,
      start: at,
      data: bytes.subarray(dataStart, dataStart + size.value),
      parent,
    };
    out.push(element);
    if (MASTERS.has(id.value))
      out.push(...parse(bytes, dataStart, dataStart + size.value, element));
    at = dataStart + size.value;
  }
  // Children fill their parent exactly, and the top level fills the file.
  expect(at).toBe(to);
  return out;
};

const all = (elements: Element[], id: number) => elements.filter((e) => e.id === id);
const one = (elements: Element[], id: number) => {
  const found = all(elements, id);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const uintOf = (e: Element) => e.data.reduce((value, byte) => value * 256 + byte, 0);
const textOf = (e: Element) => Buffer.from(e.data).toString('utf8');
const floatOf = (e: Element) => {
  const view = new DataView(e.data.buffer, e.data.byteOffset, e.data.byteLength);
  return e.data.length === 4 ? view.getFloat32(0) : view.getFloat64(0);
};

/** The blocks' frames, with their absolute times, checked to be VP8 key frames of the given size. */
const keyFrames = (elements: Element[], width: number, height: number) =>
  all(elements, 0xa3).map((block) => {
    const head = Buffer.from(block.data.subarray(0, 4));
    expect(head[0]).toBe(0x81); // track 1
    expect(head[3]! & 0x80).toBe(0x80); // flagged as a key frame
    const frame = Buffer.from(block.data.subarray(4));
    expect(frame[0]! & 1).toBe(0); // and a key frame by the VP8 frame tag itself
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(frame.readUInt16LE(6) & 0x3fff).toBe(width);
    expect(frame.readUInt16LE(8) & 0x3fff).toBe(height);
    const cluster = block.parent!;
    expect(cluster.id).toBe(0x1f43b675);
    const time = uintOf(one(parse(cluster.data), 0xe7)) + head.readInt16BE(1);
    return { time, frame };
  });

// Wraps a bare VP8 frame back into a WebP, so sharp can decode it as an independent check.
const asWebp = (frame: Uint8Array) => {
  const pad = frame.length % 2;
  const file = Buffer.alloc(20 + frame.length + pad);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(file.length - 8, 4);
  file.write('WEBPVP8 ', 8, 'latin1');
  file.writeUInt32LE(frame.length, 16);
  file.set(frame, 20);
  return file;
};

const brightness = async (frame: Uint8Array, left: number, width: number) => {
  const { data } = await sharp(asWebp(frame))
    .extract({ left, top: 0, width, height: 360 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((sum, v) => sum + v, 0) / data.length;
};

describe('the demo video', () => {
  it('is a seekable WebM of VP8 key frames, 640×360 at 12 fps for 3 s, well under the upload cap', async () => {
    const video = await renderDemoVideo({ hue: 200 });
    expect(video.length).toBeLessThan(4 * 1024 * 1024);
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const elements = parse(video);
    expect(textOf(one(elements, 0x4282))).toBe('webm');
    expect(textOf(one(elements, 0x86))).toBe('V_VP8');
    expect(uintOf(one(elements, 0xb0))).toBe(640);
    expect(uintOf(one(elements, 0xba))).toBe(360);
    expect(uintOf(one(elements, 0x2ad7b1))).toBe(1_000_000);
    expect(floatOf(one(elements, 0x4489))).toBe(3000);

    const frames = keyFrames(elements, 640, 360);
    expect(frames.map((f) => f.time)).toEqual(
      Array.from({ length: 36 }, (_, i) => Math.round((i * 1000) / 12)),
    );

    // Cues and SeekHead positions count from the start of the Segment's data.
    const segment = one(elements, 0x18538067);
    const segmentData = segment.data.byteOffset - video.byteOffset;
    const startOf = (id: number) => all(elements, id).map((e) => e.start);
    const cued = all(elements, 0xf1).map((e) => segmentData + uintOf(e));
    expect(cued).toEqual(startOf(0x1f43b675));
    for (const seek of all(elements, 0x4dbb)) {
      const [id, position] = parse(seek.data);
      expect(startOf(vint(id!.data, 0, true).value)).toEqual([segmentData + uintOf(position!)]);
    }

    // The robot drives from the left half of the picture to the right half.
    const first = frames[0]!.frame;
    const last = frames.at(-1)!.frame;
    expect(await brightness(first, 0, 320)).toBeGreaterThan((await brightness(last, 0, 320)) + 5);
    expect(await brightness(last, 320, 320)).toBeGreaterThan(
      (await brightness(first, 320, 320)) + 5,
    );
  });

  it('honours the size and rate asked for, and starts new clusters before block times overflow', async () => {
    // 40 s puts later frames more than 32.767 s (an int16 of milliseconds) after the start.
    const elements = parse(
      await renderDemoVideo({ hue: 30, width: 160, height: 90, seconds: 40, fps: 1 }),
    );
    expect(uintOf(one(elements, 0xb0))).toBe(160);
    expect(uintOf(one(elements, 0xba))).toBe(90);
    expect(floatOf(one(elements, 0x4489))).toBe(40_000);
    expect(keyFrames(elements, 160, 90).map((f) => f.time)).toEqual(
      Array.from({ length: 40 }, (_, i) => i * 1000),
    );
  });
});

describe('taking the VP8 frame out of a WebP', () => {
  const svg = (opacity: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="33" height="17"><rect width="20" height="17" fill="teal" fill-opacity="${opacity}"/></svg>`,
    );

  it('skips other chunks, including the pad byte after an odd-sized one', async () => {
    const webp = await sharp(svg(1)).removeAlpha().webp({ quality: 70 }).toBuffer();
    const frame = vp8FrameOf(webp);
    const odd = Buffer.from('JUNK\x03\x00\x00\x00abc\x00', 'latin1');
    const withJunk = Buffer.concat([webp.subarray(0, 12), odd, webp.subarray(12)]);
    withJunk.writeUInt32LE(withJunk.length - 8, 4);
    expect(Buffer.from(vp8FrameOf(withJunk))).toEqual(Buffer.from(frame));
    expect(frame.length).toBe(webp.readUInt32LE(16));
  });

  it('refuses WebPs that hold no lossy frame, saying why', async () => {
    const withAlpha = await sharp(svg(0.5)).webp({ quality: 70 }).toBuffer();
    expect(() => vp8FrameOf(withAlpha)).toThrow('WebP frame has an alpha channel');
    const lossless = await sharp(svg(1)).removeAlpha().webp({ lossless: true }).toBuffer();
    expect(() => vp8FrameOf(lossless)).toThrow(/no lossy `VP8 ` chunk \(found: VP8L\)/);
    expect(() => vp8FrameOf(new Uint8Array(16))).toThrow('Not a WebP file');
  });
});
