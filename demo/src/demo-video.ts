import sharp from 'sharp';
import { scene } from './demo-images.js';
import { muxWebm } from './webm.js';

const fourcc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * A lossy WebP without alpha is a RIFF file whose `VP8 ` chunk is one VP8 key frame, exactly
 * what a WebM SimpleBlock carries; so sharp (libwebp) can be the encoder and no ffmpeg is needed.
 */
export const vp8FrameOf = (webp: Uint8Array) => {
  if (fourcc(webp, 0) !== 'RIFF' || fourcc(webp, 8) !== 'WEBP')
    throw new Error('Not a WebP file (no RIFF/WEBP header)');
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const seen: string[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    const name = fourcc(webp, at);
    const size = view.getUint32(at + 4, true);
    // The colour under transparent pixels is not kept, so a frame without its alpha is wrong.
    if (name === 'ALPH')
      throw new Error('WebP frame has an alpha channel; remove it before encoding');
    if (name === 'VP8 ') {
      if (at + 8 + size > webp.length) throw new Error('WebP `VP8 ` chunk is truncated');
      return webp.subarray(at + 8, at + 8 + size);
    }
    seen.push(name);
    at += 8 + size + (size % 2); // RIFF pads odd-sized chunks to an even length
  }
  throw new Error(
    `WebP has no lossy \`VP8 \` chunk (found: ${seen.join(', ') || 'none'}); ` +
      'video frames must be lossy WebP without alpha',
  );
};

/**
 * A short clip of the demo robot driving across the picture with its antenna blinking, for
 * pages that take a video: WebM with VP8 key frames only, made at seed time.
 */
export const renderDemoVideo = async (options: {
  hue: number;
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
}): Promise<Uint8Array> => {
  const { hue, width = 640, height = 360, seconds = 3, fps = 12 } = options;
  const count = Math.max(1, Math.round(seconds * fps));
  const frames = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const progress = count > 1 ? index / (count - 1) : 0.5;
      const svg = scene(hue, width, height, {
        x: -55 + 110 * progress, // from the left edge of the 160-unit-wide view to the right
        lightOn: Math.floor((index / fps) * 4) % 2 === 0,
      });
      // Dropping alpha keeps libwebp from writing the extended VP8X/ALPH layout.
      const webp = await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 70 }).toBuffer();
      return vp8FrameOf(webp);
    }),
  );
  return muxWebm({ width, height, fps, frames });
};
