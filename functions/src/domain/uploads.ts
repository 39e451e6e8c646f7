import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { FieldKind } from '@club/model';
import { DomainError, invalid } from './errors.js';

/** A file as it arrived in a form, before anything trusts it. */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

export interface PreparedFile {
  fileName: string;
  body: Uint8Array;
  contentType: string;
}

/** API Gateway refuses bodies over 10 MB, Lambda over 6 MB: keep uploads well under. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
// Larger photos are scaled down: no page shows an image wider than this.
const MAX_IMAGE_SIDE = 1920;

const VIDEO_SIGNATURES: { type: string; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  {
    type: 'video/mp4',
    ext: 'mp4',
    matches: (b) => String.fromCharCode(...b.slice(4, 8)) === 'ftyp',
  },
  {
    type: 'video/webm',
    ext: 'webm',
    matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
];

const reencodeImage = async (bytes: Uint8Array): Promise<PreparedFile | undefined> => {
  try {
    // Re-encoding drops whatever else the file carried (scripts, metadata, GPS position).
    const body = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { fileName: `${randomUUID()}.webp`, body, contentType: 'image/webp' };
  } catch {
    return undefined;
  }
};

/**
 * Checks an upload by its content, not its name, and turns it into the file that is stored.
 * `field` is the form field name; `label` what the person calls it.
 */
export const prepareUpload = async (
  file: IncomingFile,
  kind: FieldKind,
  field: string,
  label: string,
): Promise<PreparedFile> => {
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new DomainError(`${label} is too large: the limit is 4 MB.`, 'too-large', {
      [field]: `${label} is too large: the limit is 4 MB.`,
    });
  }
  if (kind === 'media') {
    const video = VIDEO_SIGNATURES.find((s) => s.matches(file.bytes));
    if (video)
      return {
        fileName: `${randomUUID()}.${video.ext}`,
        body: file.bytes,
        contentType: video.type,
      };
  }
  const image = await reencodeImage(file.bytes);
  if (image) return image;
  throw invalid({
    [field]:
      kind === 'media'
        ? `${label} must be a picture or an MP4/WebM video.`
        : `${label} must be a picture (JPEG, PNG, WebP, GIF or AVIF).`,
  });
};
