import { randomUUID } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  categoriesOf,
  largestUpload,
  sizedPictureName,
  UPLOAD_LIMITS,
  uploadKey,
  variantName,
  variantWidthsFor,
  type FileKind,
  type UploadCategory,
  type UploadFolder,
} from '@club/model';
import type { FileStore, MediaProcessor, ProcessedFile } from '../domain/ports.js';
import { holdsScript } from './script-scan.js';
import { memoryReader, sniff, type ByteReader, type Sniffed } from './sniff.js';

// Larger photos are scaled down: no page shows an image wider than this.
const MAX_IMAGE_SIDE = 1920;

const refused = (problem: 'not-accepted' | 'too-large'): ProcessedFile => ({ ok: false, problem });

const webp = (image: Sharp) => image.webp({ quality: 82 }).toBuffer();

/**
 * The picture re-encoded, and its narrower copies for smaller screens. Re-encoding drops
 * whatever else the file carried (scripts, metadata, GPS position). The file is decoded once:
 * the copies are scaled from the same pixels as the picture.
 */
const reencodeImage = async (bytes: Uint8Array) => {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = info;
    const pixels = () => sharp(data, { raw: { width, height, channels } });
    return {
      width,
      body: await webp(pixels()),
      copies: await Promise.all(
        variantWidthsFor(width).map(async (copyWidth) => ({
          width: copyWidth,
          body: await webp(pixels().resize({ width: copyWidth })),
        })),
      ),
    };
  } catch {
    return undefined; // a file that claims to be a picture but does not decode as one
  }
};

/** What a file may be: a field's kind, narrowed by the upload's ticket when it has one. */
interface Allowed {
  kind: FileKind;
  category?: UploadCategory;
  maxBytes?: number;
}

/** Which stored file a sniffed file becomes, or why it is refused for what is allowed. */
const judge = (allowed: Allowed, sniffed: Sniffed | undefined, size: number) => {
  const categories = categoriesOf(allowed.kind).filter(
    (c) => !allowed.category || c === allowed.category,
  );
  if (!sniffed || !categories.includes(sniffed.category)) return refused('not-accepted');
  if (size > Math.min(UPLOAD_LIMITS[sniffed.category].bytes, allowed.maxBytes ?? Infinity))
    return refused('too-large');
  return sniffed;
};

/**
 * The processor inside the API function: file-type judges the bytes, sharp re-encodes
 * pictures to WebP, videos are kept as they are. A separate function can take its place.
 */
export const localMediaProcessor = (files: FileStore): MediaProcessor => {
  const storeImage = async (folder: UploadFolder, bytes: Uint8Array): Promise<ProcessedFile> => {
    const image = await reencodeImage(bytes);
    if (!image) return refused('not-accepted');
    const fileName = sizedPictureName(randomUUID(), image.width);
    const stored = [
      { name: fileName, body: image.body },
      ...image.copies.map(({ width, body }) => ({ name: variantName(fileName, width), body })),
    ];
    // Should one of these fail, those saved are named by no record: the sweep removes them.
    await Promise.all(
      stored.map(({ name, body }) =>
        files.save({ key: uploadKey(folder, name), body, contentType: 'image/webp' }),
      ),
    );
    return { ok: true, fileName, contentType: 'image/webp' };
  };

  const check = async (allowed: Allowed, read: ByteReader, size: number) => {
    const verdict = judge(allowed, await sniff(read, size), size);
    // A video is stored as it came; a picture is re-encoded, which leaves none of its bytes.
    if ('category' in verdict && verdict.category === 'video' && (await holdsScript(read, size)))
      return refused('not-accepted');
    return verdict;
  };

  return {
    async storeBytes({ bytes, kind, folder }) {
      const verdict = await check({ kind }, memoryReader(bytes), bytes.byteLength);
      if ('ok' in verdict) return verdict;
      if (verdict.category === 'picture') return storeImage(folder, bytes);
      const fileName = `${randomUUID()}.${verdict.ext}`;
      await files.save({
        key: uploadKey(folder, fileName),
        body: bytes,
        contentType: verdict.mime,
      });
      return { ok: true, fileName, contentType: verdict.mime };
    },

    async adopt({ key, folder, ...allowed }) {
      const facts = await files.facts(key);
      if (!facts) return { ok: false, problem: 'missing' };
      // Whatever happens next, the upload itself is not kept: it is adopted or refused.
      try {
        if (facts.size > Math.min(largestUpload(allowed.kind), allowed.maxBytes ?? Infinity))
          return refused('too-large');
        const read: ByteReader = (start, end) => files.read(key, { start, end });
        const verdict = await check(allowed, read, facts.size);
        if ('ok' in verdict) return verdict;
        if (verdict.category === 'picture') return await storeImage(folder, await files.read(key));
        // A video is kept byte for byte: copied inside the bucket, never through the function.
        const fileName = `${randomUUID()}.${verdict.ext}`;
        await files.copy(key, uploadKey(folder, fileName), verdict.mime);
        return { ok: true, fileName, contentType: verdict.mime };
      } finally {
        // Should this fail, the bucket's lifecycle rule expires the upload within a day.
        await files.remove(key).catch(() => undefined);
      }
    },
  };
};
