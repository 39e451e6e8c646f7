import type { ByteReader } from './sniff.js';

// What a browser would run if the file were ever read as a page. Longer markers (`<html`,
// `<svg`) occur by chance in compressed video often enough to refuse real films; this one,
// seven bytes, about once in ten billion megabytes.
const SCRIPT_TAG = /<script/i;
const OVERLAP = '<script'.length - 1;
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Whether a file holds a script tag anywhere: a video is stored byte for byte, and a box or
 * element a player skips (an MP4 `free` box, a WebM Void) can carry a page. Read in chunks
 * that overlap by a tag's length, so a tag across two chunks is found too.
 */
export const holdsScript = async (read: ByteReader, size: number) => {
  for (let start = 0; start < size; start += CHUNK_BYTES) {
    const from = Math.max(0, start - OVERLAP);
    const end = Math.min(size, start + CHUNK_BYTES) - 1;
    const text = Buffer.from(await read(from, end)).toString('latin1');
    if (SCRIPT_TAG.test(text)) return true;
  }
  return false;
};
