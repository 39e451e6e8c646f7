import { describe, expect, it } from 'vitest';
import { declaringSize, zipBytes } from '../testing/zip-bytes';
import { readZipDirectory } from './zip-directory';

const GiB = 1024 ** 3;

describe('readZipDirectory', () => {
  it('lists every file with the sizes the ZIP declares, unpacking nothing', async () => {
    const zip = await zipBytes({ 'Photos/Rima.PNG': 'x'.repeat(5000), 'notes.txt': 'hello' });
    const entries = await readZipDirectory(new Blob([zip]));
    expect(
      entries.map(({ path, method, size, encrypted }) => [path, method, size, encrypted]),
    ).toEqual([
      ['Photos/', 0, 0, false],
      ['Photos/Rima.PNG', 8, 5000, false],
      ['notes.txt', 8, 5, false],
    ]);
    expect(entries[1]!.compressedSize).toBeLessThan(100);
  });

  it('reads the size a ZIP bomb declares, however large', async () => {
    let zip = await zipBytes(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`pictures/${i}.png`, 'x'])),
    );
    for (let i = 0; i < 6; i++) zip = declaringSize(zip, `pictures/${i}.png`, GiB);
    const entries = await readZipDirectory(new Blob([zip]));
    expect(entries.filter((e) => e.size === GiB)).toHaveLength(6);
  });

  it('rejects a file that is not a ZIP, or is cut short', async () => {
    await expect(readZipDirectory(new Blob(['name,image\nA,a.png\n']))).rejects.toThrow();
    const zip = await zipBytes({ 'a.png': 'x'.repeat(1000) });
    await expect(
      readZipDirectory(new Blob([zip.subarray(0, zip.byteLength - 30)])),
    ).rejects.toThrow();
  });
});
