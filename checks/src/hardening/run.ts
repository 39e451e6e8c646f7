import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { closeConnections } from './client.js';
import { passes, type Check, type Depth, type Figure, type Target } from './figures.js';
import { launchStack, type StackProcess } from './stack-process.js';
import { formatTable } from './table.js';

/**
 * `npm run test:hardening [-- --bounded] [-- --only <check>]`: starts the local stack on its
 * own data folder and ports, runs each check against it, prints one table of figures, and
 * exits 1 when any figure is outside its bound. docs/hardening.md explains each figure.
 */

// In this order: the login throttle locks addresses out for 15 minutes, so it goes after every
// check that logs in. The checks that start stacks of their own run beside the others (below).
const CHECKS = [
  'auth-matrix',
  'fuzz',
  'uploads',
  'upload-tickets',
  'cross-site',
  'traversal',
  'edge',
  'unicode',
  'look-alikes',
  'accounts',
  'known-browsers',
  'bulk-send',
  'audit-volume',
  'contact-limit',
  'load',
  'throttle',
  'hostile-archives',
  'starts',
  'durability',
  'soak',
];

// Beside the others instead of in turn: the edge check's slow clients spend half a minute
// waiting out the gateway's timeouts, and it signs in nowhere; the start and crash checks run
// stacks of their own and never touch the shared one. Their bounds leave room for sharing the
// machine (starts: 90 s median, against about 45 s alone).
const BESIDE = ['edge', 'hostile-archives', 'starts', 'durability'];

// The imports start emulators of their own: beside the start check they slowed its fresh
// starts past its bound (a 140 s median). They begin once that check has finished.
const AFTER: Record<string, string> = { 'hostile-archives': 'starts' };

// Lambda runs Node 22; the SDK's notice about this machine's Node 20 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const CHECKS_DIR = fileURLToPath(new URL('./checks/', import.meta.url));

const { values: options } = parseArgs({
  options: {
    bounded: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
});
const depth: Depth = options.bounded ? 'bounded' : 'full';
const only = options.only?.flatMap((o) => o.split(','));
const unknown = only?.filter((name) => !CHECKS.includes(name)) ?? [];
if (unknown.length > 0) {
  console.error(`No such check: ${unknown.join(', ')}. The checks are: ${CHECKS.join(', ')}.`);
  process.exit(2);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const loadCheck = async (name: string): Promise<Check | undefined> => {
  const file = join(CHECKS_DIR, `${name}.ts`);
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { check: Check }).check;
};

const dataDir = await mkdtemp(join(tmpdir(), 'club-hardening-'));
let stack: StackProcess | undefined;
const cleanUp = async () => {
  closeConnections();
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

const figures: Figure[] = [];
try {
  const started = Date.now();
  log(`Starting the local stack in ${dataDir} …`);
  const admin = { email: 'admin@hardening.test', password: randomBytes(12).toString('base64url') };
  stack = await launchStack({ dataDir, admin });
  log(`  up at ${stack.url} after ${seconds(started)}`);
  const target: Target = {
    url: stack.url,
    mailUrl: stack.mailUrl,
    dataDir,
    admin,
    dynamodbEndpoint: stack.dynamodbEndpoint,
    s3Endpoint: stack.s3Endpoint,
    groupMemory: stack.groupMemory,
    memory: stack.memory,
    stopMail: stack.stopMail,
  };

  const runOne = async (name: string): Promise<Figure[]> => {
    const check = await loadCheck(name);
    if (!check) {
      if (only) return [{ check: name, figure: 'check exists', value: 0, bound: 1, atLeast: true }];
      log(`- ${name}: not written yet, skipped`);
      return [];
    }
    const since = Date.now();
    log(`- ${name} (${depth}) …`);
    try {
      return await check.run(target, depth);
    } catch (error) {
      // A check that cannot finish has not shown its figures within bounds.
      const message = error instanceof Error ? error.message : String(error);
      return [
        {
          check: name,
          figure: 'ran to the end',
          value: 0,
          bound: 1,
          atLeast: true,
          detail: message,
        },
      ];
    } finally {
      log(`  ${name} done in ${seconds(since)}`);
    }
  };

  const chosen = CHECKS.filter((n) => !only || only.includes(n));
  const besides = chosen.filter((n) => BESIDE.includes(n));
  const beside = new Map(besides.filter((n) => !AFTER[n]).map((n) => [n, runOne(n)]));
  for (const name of besides.filter((n) => AFTER[n])) {
    const first = beside.get(AFTER[name]!);
    beside.set(name, first ? first.then(() => runOne(name)) : runOne(name));
  }
  const results = new Map<string, Figure[]>();
  for (const name of chosen.filter((n) => !beside.has(n))) results.set(name, await runOne(name));
  for (const [name, running] of beside) results.set(name, await running);
  figures.push(...chosen.flatMap((name) => results.get(name) ?? []));
  log(`All checks took ${seconds(started)}.\n`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  figures.push({
    check: 'stack',
    figure: 'started',
    value: 0,
    bound: 1,
    atLeast: true,
    detail: message,
  });
} finally {
  await cleanUp();
}

console.log(formatTable(figures));
process.exitCode = figures.length > 0 && figures.every(passes) ? 0 : 1;
