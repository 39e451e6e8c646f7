import { describe, expect, it } from 'vitest';
import { holdsScript } from '../../src/media/script-scan.js';
import { memoryReader } from '../../src/media/sniff.js';

const MB = 1024 * 1024;

/** Video-like bytes with `text` written at `at`. */
const bytesWith = (size: number, text: string, at: number) => {
  const bytes = new Uint8Array(size).fill(0x42);
  bytes.set(Buffer.from(text, 'latin1'), at);
  return bytes;
};

describe('holdsScript', () => {
  it('finds a script tag in any letter case, anywhere in a large file', async () => {
    const size = 20 * MB;
    for (const at of [0, 3 * MB, size - 8]) {
      const bytes = bytesWith(size, '<sCrIpT', at);
      expect(await holdsScript(memoryReader(bytes), size), `at ${at}`).toBe(true);
    }
  });

  it('finds a tag split across two of the chunks it reads', async () => {
    for (const split of [1, 3, 6]) {
      const at = 8 * MB - split;
      const bytes = bytesWith(9 * MB, '<script>', at);
      expect(await holdsScript(memoryReader(bytes), bytes.length), `split ${split}`).toBe(true);
    }
  });

  it('passes a file with no tag, even with near misses', async () => {
    const bytes = bytesWith(9 * MB, '<scrip <SCRIPPED <svg <html', 8 * MB - 4);
    expect(await holdsScript(memoryReader(bytes), bytes.length)).toBe(false);
  });
});
