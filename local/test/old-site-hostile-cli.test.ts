import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeHostileDump } from '@club/testkit';
import { cliOutcome, siteIn, tempDirs } from './support/transfer-cli.js';

const dirs = tempDirs();
afterAll(() => dirs.removeAll());

/** When each file outside the Upload folder was last read: the dump set them all far back. */
const lastRead = (files: string[]) => files.map((file) => statSync(file).atimeMs);

describe('npm run import of an old site whose database an attacker wrote to', () => {
  it.each(['bson', 'json'] as const)(
    'reads no file outside the Upload folder, skips and names what cannot be read, and imports the rest (%s)',
    async (format) => {
      const root = dirs.make(`hostile-dump-${format}`);
      const old = await writeHostileDump(root, format);
      const readBefore = lastRead(old.outside);
      const dataDir = join(root, 'data');
      const outcome = await cliOutcome('import', dataDir, [
        '--from',
        old.dump,
        '--uploads',
        old.uploads,
      ]);
      expect(outcome.code, outcome.said).toBe(0);
      expect(lastRead(old.outside)).toEqual(readBefore);

      const site = await siteIn(dataDir);
      const members = site!.records.team!;
      expect(members.map((m) => m.name).sort()).toEqual([...old.imported].sort());
      // Only the good member's picture came over (as a WebP and its copies), from inside.
      const pictured = members.filter((m) => m.image !== '');
      expect(pictured.map((m) => m.name)).toEqual([old.withPicture]);
      expect(site!.files.every((key) => key.startsWith('Upload/image/team/'))).toBe(true);

      const said = outcome.said;
      for (const id of old.skipped) expect(said).toMatch(new RegExp(`skipped ${id}: it `));
      expect(said).toContain('skipped {"toString":1,"valueOf":2}: it has no usable _id');
      expect(said).toContain('Name {"toString":1,"valueOf":2} is not text: left out.');
      expect(said).toContain('"/etc/hostname" is not a plain file name: not looked for');
      expect(said).toContain('link-out.png leads out of the uploads folder: not read');
      expect(said).toContain('zero.png leads out of the uploads folder: not read');
      expect(said).toContain('pipe.png is not a file; imported without it.');
      expect(said).toContain('events could not be read: it');
      expect(said).toContain('abouts could not be read: it is not a file.');
      expect(site!.records.event).toEqual([]);
    },
  );
});
