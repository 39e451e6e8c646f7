import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { demoContent } from '@club/demo';
import { certificatePath, legacyPath, subEvent, team } from '@club/model';
import { ROOT, startStack, type Stack } from '../src/stack.js';
import { OLD, writeOldSite } from './support/old-site.js';

const run = promisify(execFile);
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** The command as a person runs it, on the local data folder `dataDir`. */
const cli = (script: 'import' | 'export', dataDir: string, args: string[]) =>
  run(TSX, [join(ROOT, `local/src/transfer/${script}-cli.ts`), '--local', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `club-${name}-`));
  dirs.push(dir);
  return dir;
};
let stack: Stack | undefined;
afterAll(async () => {
  await stack?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run import on a fresh clone', () => {
  it("gives npm start a site showing the old site's team, sub-events and certificates, with pictures and no demo content", async () => {
    const old = await writeOldSite(tempDir('old-site'));
    const dataDir = join(tempDir('imported'), 'data');
    const imported = await cli('import', dataDir, ['--from', old.dump, '--uploads', old.uploads]);
    expect(imported.stdout).toContain('Team (teams): 2 imported');

    stack = await startStack({
      dataDir,
      admin: { email: 'owner@club.test', password: 'owner-password' },
    });
    expect(stack.seeded).toBe(false);
    const members = (await (await fetch(`${stack.url}${legacyPath(team, 'list')}`)).json()) as {
      name: string;
      image: string;
    }[];
    expect(members.map((m) => m.name)).toEqual(['Rafiq Islam', 'Mahir Chowdhury']);
    const picture = await fetch(`${stack.url}/Upload/image/team/${members[1]!.image}`);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    // The pages as published at start, as a visitor's browser first receives them.
    const teamPage = await (await fetch(`${stack.url}/team`)).text();
    expect(teamPage).toContain('Mahir Chowdhury');
    const demoMember = demoContent.find((e) => e.resource.name === team.name)!;
    expect(teamPage).not.toContain(String(demoMember.fields.name));
    const subEvents = await (await fetch(`${stack.url}${legacyPath(subEvent, 'list')}`)).json();
    expect(subEvents).toMatchObject([{ header: 'Maze Runner' }, { header: 'Drone Dash' }]);
    for (const { code, name } of OLD.certificates) {
      const page = await fetch(`${stack.url}${certificatePath(code)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(name);
    }
    await stack.stop();
    stack = undefined;

    // Its archive, restored by the same command into another fresh folder.
    const zip = join(tempDir('archive'), 'site.zip');
    expect((await cli('export', dataDir, ['--out', zip])).stdout).toMatch(
      /Wrote .*site\.zip: \d+ records and \d+ files/,
    );
    const restored = await cli('import', join(tempDir('restored'), 'data'), ['--from', zip]);
    expect(restored.stdout).toContain('Restored 0 upper-header, 2 team');
  });
});
