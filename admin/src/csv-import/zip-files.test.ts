import { describe, expect, it } from 'vitest';
import { declaringSize, zipBytes } from '../testing/zip-bytes';
import { counted } from './words';
import { readZipChoice } from './zip-files';

const MB = 1024 * 1024;
const GiB = 1024 * MB;

const zipOf = async (name: string, entries: Record<string, Uint8Array | string>) =>
  new File([await zipBytes(entries)], name);

const choose = (file: File) => readZipChoice(file, (n) => counted(n, 'file'), true);

describe('readZipChoice', () => {
  it("labels a ZIP's pictures in the screen's words", async () => {
    const file = await zipOf('pictures.zip', { 'a/One.PNG': 'x', 'notes.txt': 'y' });
    const { zip, error } = await choose(file);
    expect(error).toBeUndefined();
    expect(zip?.label).toBe('pictures.zip: 1 file');
    expect([...(zip?.files.keys() ?? [])]).toEqual(['one.png']);
    const [one] = zip!.files.get('one.png')!;
    expect([one!.path, one!.name, one!.type, one!.size]).toEqual([
      'a/One.PNG',
      'One.PNG',
      'image/png',
      1,
    ]);
    // Unpacked when its row is sent.
    const opened = await one!.open();
    expect([opened.name, opened.type, await opened.text()]).toEqual(['One.PNG', 'image/png', 'x']);
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

  it('refuses a picture that declares more than an upload takes, before unpacking it', async () => {
    let bytes = await zipBytes({ 'team/a.png': 'x', 'team/b.png': 'y' });
    bytes = declaringSize(bytes, 'team/b.png', GiB);
    expect(await choose(new File([bytes], 'bomb.zip'))).toEqual({
      error:
        "'team/b.png' in the ZIP is 1 GB: a picture may be at most 20 MB. Please make it smaller, or leave it out of the ZIP.",
    });
    // A video's own limit, and the size said so that it is over the limit.
    bytes = declaringSize(await zipBytes({ 'race.mp4': 'x' }), 'race.mp4', 100 * MB + 1);
    expect((await choose(new File([bytes], 'videos.zip'))).error).toMatch(
      /^'race\.mp4' in the ZIP is 100\.1 MB: a video may be at most 100 MB\./,
    );
  });

  it('refuses a ZIP whose pictures come to more than one import takes', async () => {
    let bytes = await zipBytes(
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}.png`, 'x'])),
    );
    for (let i = 0; i < 60; i++) bytes = declaringSize(bytes, `p${i}.png`, 19 * MB);
    expect((await choose(new File([bytes], 'all.zip'))).error).toBe(
      'The pictures and videos in all.zip come to 1.2 GB unpacked: one ZIP may hold at most 1 GB. Please split the list into smaller imports, each with its own ZIP.',
    );
  });

  it('stops unpacking a file that grows past the size it declares', async () => {
    // 8 MB of zeros packs into a few KB: the ZIP says 1 KB.
    const bytes = declaringSize(
      await zipBytes({ 'ok.png': 'fine', 'bomb.png': new Uint8Array(8 * MB) }),
      'bomb.png',
      1024,
    );
    expect(bytes.byteLength).toBeLessThan(20_000);
    expect(await choose(new File([bytes], 'liar.zip'))).toEqual({
      error:
        "'bomb.png' in the ZIP unpacks to more than the 1 KB the ZIP declares for it, so the ZIP is damaged or made to mislead; it was not read. Please make the ZIP again from the pictures themselves.",
    });
  });

  it('says a damaged file is damaged, naming it', async () => {
    const bytes = await zipBytes({ 'a.png': 'x'.repeat(2000) });
    const short = declaringSize(bytes, 'a.png', 4000);
    expect((await choose(new File([short], 'short.zip'))).error).toBe(
      "'a.png' in the ZIP could not be unpacked: the ZIP is damaged. Please make the ZIP again from the pictures themselves.",
    );
  });

  it('keeps both files of a name that two folders hold', async () => {
    const file = await zipOf('team.zip', { 'a/team.png': 'a', 'b/Team.png': 'b' });
    const { zip } = await choose(file);
    expect(zip?.label).toBe('team.zip: 2 files');
    expect(zip?.files.get('team.png')?.map((p) => p.path)).toEqual(['a/team.png', 'b/Team.png']);
  });
});
