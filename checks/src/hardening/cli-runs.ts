import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { archivedResources } from '@club/model';
import type { Item } from '@club/functions';
import { openSite, ROOT } from '@club/local';

/** How one run of a command ended, and the most memory any of its processes held. */
export interface CliRun {
  /** The exit code; undefined when it had to be killed. */
  code: number | undefined;
  said: string;
  /** Killed for running past its time, or past the memory it may take. */
  hung: boolean;
  peakBytes: number;
}

/**
 * Past this, a run is killed as it grows: an import reading /dev/zero takes every byte of the
 * machine's memory within minutes, and others share the machine.
 */
const MEMORY_CEILING_BYTES = 3 * 1024 ** 3;

/** The peak resident memory (VmHWM) of each process in group `pgid`, from /proc (Linux). */
const groupPeaks = async (pgid: number) => {
  const peaks: number[] = [];
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pgid) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    peaks.push(Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
  }
  return peaks;
};

/** Resolves once no process of group `pgid` is left (or after ten seconds). */
const groupGone = async (pgid: number) => {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if ((await groupPeaks(pgid)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * Runs `npm run <script> -- <args>` as a person types it, in a process group of its own, on
 * the data folder `dataDir`: watched for its memory every few milliseconds, and killed, group
 * and all, if it has not ended after `limitMs` (a run that hangs) or holds more memory than
 * MEMORY_CEILING_BYTES.
 */
export const runNpm = (script: string, args: string[], dataDir: string, limitMs: number) =>
  new Promise<CliRun>((done, failed) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    let peakBytes = 0;
    let hung = false;
    child.stdout.on('data', (chunk: Buffer) => void (said += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (said += chunk.toString()));
    const kill = () => {
      hung = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
    };
    const watch = setInterval(() => {
      void groupPeaks(child.pid!).then((peaks) => {
        peakBytes = Math.max(peakBytes, ...peaks);
        if (peakBytes > MEMORY_CEILING_BYTES) kill();
      });
    }, 50);
    const limit = setTimeout(kill, limitMs);
    child.on('error', failed);
    child.on('exit', (code) => {
      clearInterval(watch);
      clearTimeout(limit);
      // Whatever of the group is left (a command's worker that outlived it) goes too, and is
      // gone before the data folder it held is read.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // nothing left
      }
      void groupGone(child.pid!).then(() =>
        done({ code: code ?? undefined, said, hung, peakBytes }),
      );
    });
  });

/**
 * Ended as a person can act on: on time, with exit code 0, or 1 and a message, never a stack
 * trace, a stack overflow or an out-of-memory abort.
 */
export const endedClearly = (run: CliRun) =>
  !run.hung &&
  (run.code === 0 || (run.code === 1 && run.said.trim() !== '')) &&
  !/^\s+at .+\(.+:\d+:\d+\)$|Maximum call stack|heap out of memory|Cannot convert object/m.test(
    run.said,
  );

/** Every record and stored file a local data folder holds; nothing when there is no folder. */
export interface FolderContent {
  /** The resources that have records, and theirs. */
  records: Record<string, Item[]>;
  files: string[];
}

export const dataFolderContent = async (dataDir: string): Promise<FolderContent> => {
  if (!existsSync(dataDir)) return { records: {}, files: [] };
  const site = await openSite({ kind: 'local', dataDir }, { dryRun: true });
  try {
    const lists = await Promise.all(
      archivedResources.map(async (d) => [d.name, await site.deps.records.list(d.name)] as const),
    );
    const files = (await site.files.list('Upload/')).map((f) => f.key);
    return {
      records: Object.fromEntries(lists.filter(([, list]) => list.length > 0)),
      files: files.filter((key) => !key.endsWith('/.keep')),
    };
  } finally {
    await site.close();
  }
};
