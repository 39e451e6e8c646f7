import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { counted } from './words';
import { readZipChoice } from './zip-files';

const zipOf = async (name: string, entries: Record<string, string>) => {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(entries)) zip.file(path, text);
  return new File([await zip.generateAsync({ type: 'arraybuffer' })], name);
};

describe('readZipChoice', () => {
  it("labels a ZIP's pictures in the screen's words", async () => {
    const file = await zipOf('pictures.zip', { 'a/One.PNG': 'x', 'notes.txt': 'y' });
    const { zip, error } = await readZipChoice(file, (n) => counted(n, 'file'), true);
    expect(error).toBeUndefined();
    expect(zip?.label).toBe('pictures.zip: 1 file');
    expect([...(zip?.files.keys() ?? [])]).toEqual(['one.png']);
  });

  it('says the same for a ZIP with no pictures and for a file that is not a ZIP', async () => {
    const empty = await zipOf('empty.zip', { 'notes.txt': 'y' });
    expect(await readZipChoice(empty, (n) => `${n} pictures`, false)).toEqual({
      error: 'empty.zip could not be read as a ZIP of pictures. Please check the file.',
    });
    const text = new File(['not a zip'], 'list.csv');
    expect(await readZipChoice(text, (n) => `${n} pictures`, true)).toEqual({
      error: 'list.csv could not be read as a ZIP of pictures and videos. Please check the file.',
    });
  });
});
