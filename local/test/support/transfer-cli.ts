import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Item } from '@club/functions';
import { archivedResources } from '@club/model';
import { ROOT } from '../../src/stack.js';
import { openSite } from '../../src/transfer/site.js';

const run = promisify(execFile);
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const scriptOf = (script: 'import' | 'export') => join(ROOT, `local/src/transfer/${script}-cli.ts`);

/** The command as a person runs it, on the local data folder `dataDir`; fails as it fails. */
export const cli = (script: 'import' | 'export', dataDir: string, args: string[]) =>
  run(TSX, [scriptOf(script), '--local', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    maxBuffer: 64 * 1024 * 1024,
  });

/** How the command ended: its exit code and all it printed. */
export const cliOutcome = async (script: 'import' | 'export', dataDir: string, args: string[]) => {
  try {
    const { stdout, stderr } = await cli(script, dataDir, args);
    return { code: 0, said: `${stdout}${stderr}` };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, said: `${stdout}${stderr}` };
  }
};

/**
 * The import started as a person starts it, killed outright (as a crash or a lost machine
 * would end it) once it has printed a line matching `when`. One Node process runs the whole
 * command, emulators included: nothing of it outlives the kill.
 */
export const importKilled = (dataDir: string, args: string[], when: RegExp) =>
  new Promise<string>((done, failed) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', scriptOf('import'), '--local', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let said = '';
    const hear = (chunk: Buffer) => {
      said += chunk.toString();
      if (when.test(said)) child.kill('SIGKILL');
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('error', failed);
    child.on('exit', () => done(said));
  });

/** Temp folders for a test file, removed when it ends. */
export const tempDirs = () => {
  const made: string[] = [];
  return {
    make(name: string) {
      const dir = mkdtempSync(join(tmpdir(), `club-${name}-`));
      made.push(dir);
      return dir;
    },
    removeAll: () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  };
};

/** What a local data folder holds: every record by resource, every stored file's key. */
export const siteIn = async (dataDir: string) => {
  if (!existsSync(dataDir)) return undefined;
  const site = await openSite({ kind: 'local', dataDir }, { dryRun: true });
  try {
    const records: Record<string, Item[]> = Object.fromEntries(
      await Promise.all(
        archivedResources.map(async (d) => [d.name, await site.deps.records.list(d.name)]),
      ),
    );
    const files = (await site.files.list('Upload/'))
      .map((f) => f.key)
      .filter((k) => !k.endsWith('/.keep'));
    return { records, files: files.sort() };
  } finally {
    await site.close();
  }
};
