import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Figure } from './figures.js';
import { launchStack, type StackProcess } from './stack-process.js';
import { formatTable } from './table.js';

/** How one fresh start went: up and answering, or why not. */
export interface StartResult {
  ok: boolean;
  /** From launching the stack to the first list answer. */
  seconds: number;
  problem?: string;
  /** The end of the stack's own log, when it did not come up. */
  logTail?: string;
}

const ADMIN = { email: 'admin@starts.local', password: 'fresh-start-password' };

const answers = async (stack: StackProcess) => {
  const list = await fetch(`${stack.url}/api/team/view`);
  const team: unknown = await list.json().catch(() => undefined);
  if (list.status !== 200 || !Array.isArray(team) || team.length === 0)
    throw new Error(`the team list answered ${list.status} ${JSON.stringify(team)}`);
  return Array.isArray(team);
};

const logsIn = async (stack: StackProcess) => {
  const login = await fetch(`${stack.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200 || !login.headers.get('set-cookie'))
    throw new Error(`the login answered ${login.status} ${await login.text()}`);
};

/** A start as a new user's first: an empty data folder, the demo seed, a list call and a login. */
export const freshStart = async (): Promise<StartResult> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-start-'));
  const began = performance.now();
  let seconds = 0;
  let stack: StackProcess | undefined;
  try {
    stack = await launchStack({ dataDir, admin: ADMIN });
    await answers(stack);
    seconds = (performance.now() - began) / 1000;
    await logsIn(stack);
    return { ok: true, seconds };
  } catch (error) {
    seconds ||= (performance.now() - began) / 1000;
    const log = await readFile(join(dataDir, 'stack.log'), 'utf8').catch(() => '');
    return {
      ok: false,
      seconds,
      problem: error instanceof Error ? error.message : String(error),
      logTail: log.split('\n').slice(-15).join('\n'),
    };
  } finally {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** `sequential` fresh starts one after another, then `concurrent` at once on this machine. */
export const startFigures = async (
  { sequential, concurrent }: { sequential: number; concurrent: number },
  log: (line: string) => void = () => {},
): Promise<Figure[]> => {
  const results: StartResult[] = [];
  const note = (kind: string) => (r: StartResult) => {
    results.push(r);
    log(`${kind} start: ${r.ok ? 'up' : `FAILED (${r.problem})`} in ${r.seconds.toFixed(1)} s`);
    if (r.logTail) log(r.logTail);
  };
  for (let i = 0; i < sequential; i += 1) note('sequential')(await freshStart());
  await Promise.all(
    Array.from({ length: concurrent }, () => freshStart().then(note('concurrent'))),
  );

  const up = results.filter((r) => r.ok);
  const times = up.map((r) => r.seconds);
  const problems = [...new Set(results.flatMap((r) => (r.problem ? [r.problem] : [])))];
  const detail = `${sequential} one after another, ${concurrent} at once`;
  return [
    {
      check: 'starts',
      figure: 'fresh starts that came up and answered',
      value: up.length,
      bound: results.length,
      atLeast: true,
      detail: problems.length > 0 ? `${detail}; ${problems.join('; ')}` : detail,
    },
    {
      check: 'starts',
      figure: 'time to first answer, median (s)',
      timing: true,
      value: percentile(times, 50),
      bound: 90,
      detail: 'launch to the first list answer, demo seed included',
    },
    {
      check: 'starts',
      figure: 'time to first answer, slowest (s)',
      timing: true,
      value: Math.max(0, ...times),
      bound: 180,
      detail: `${concurrent} at once share this machine's cores`,
    },
  ];
};

// `npm run test:starts`: the full count, printed as the suite prints its figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await startFigures({ sequential: 10, concurrent: 3 }, console.log);
  console.log(`\n${formatTable(figures)}`);
  process.exitCode = figures.every((f) => (f.atLeast ? f.value >= f.bound : f.value <= f.bound))
    ? 0
    : 1;
}
