import { readConfig, documentClient, dynamoRecordStore } from '@club/functions';
import { legacyPath, restPath, team } from '@club/model';
import { BUCKET, TABLE } from '@club/local';
import { inParallel, send } from '../client.js';
import type { Check, Target } from '../figures.js';

const MB = 1024 * 1024;
const AT_ONCE = 10;
const WARM_UP = 500;
const PARTS = 5;
// Resident memory moves by tens of MB on its own over a few thousand calls (LevelDB's block
// cache, malloc's arenas), so the bounded run's resident bound cannot tell a leak from that
// (5,000 calls with the leak: +15 MB; without: +2 to +20 MB). Its heap bound can (+6.4 MB
// against +0.1 to +0.6 MB). Over 50,000 calls both can: +210 MB and +70 MB with the leak,
// +2 MB and +0.2 MB without.
const SIZES = {
  full: { calls: 50_000, rss: 100, heap: 25 },
  bounded: { calls: 5_000, rss: 40, heap: 5 },
};

/**
 * The calls of a day of use, `AT_ONCE` at a time: the console's page and the site's list
 * through the gateway, and the DynamoDB query a list costs whenever the API's copy of the
 * order is stale. The API answers most lists from that copy, so without the direct queries
 * the emulator's query path, where its leak was, would hardly be exercised. Returns the
 * count of calls that failed.
 */
const dayOfUse = async (target: Target, calls: number) => {
  if (!target.dynamodbEndpoint) throw new Error('The soak check needs the DynamoDB emulator.');
  const config = readConfig({
    TABLE_NAME: TABLE,
    UPLOADS_BUCKET: BUCKET,
    DYNAMODB_ENDPOINT: target.dynamodbEndpoint,
  });
  const records = dynamoRecordStore(documentClient(config), TABLE);
  const page = `${restPath(team)}?range=${encodeURIComponent('[0,9]')}`;
  const kinds = [
    async () => (await send(target, { path: page })).status === 200,
    async () => (await send(target, { path: legacyPath(team, 'list') })).status === 200,
    async () => (await records.list(team.name)).length > 0,
    async () => (await records.list(team.name)).length > 0,
  ];
  const answers = await inParallel(
    Array.from({ length: calls }, (_, i) => kinds[i % kinds.length]!),
    AT_ONCE,
    (call) => call().catch(() => false),
  );
  return answers.filter((ok) => !ok).length;
};

/**
 * A day of use in minutes against the shared stack: the stack process (gateway, DynamoDB and
 * S3 emulators) must give back what the calls took, measured after a full GC.
 */
export const check: Check = {
  name: 'soak',
  async run(target, depth) {
    const memory = target.memory;
    if (!memory) throw new Error('The soak check needs the stack process (launchStack).');
    const { calls, rss: rssBound, heap: heapBound } = SIZES[depth];
    await dayOfUse(target, WARM_UP);
    // Measured after each fifth of the calls; growth is counted from the lowest of them, since
    // a fresh stack still hands back what its start took (the demo seed's image work).
    const seen = [await memory()];
    const started = Date.now();
    let failed = 0;
    for (let part = 0; part < PARTS; part += 1) {
      failed += await dayOfUse(target, calls / PARTS);
      seen.push(await memory());
    }
    const seconds = (Date.now() - started) / 1000;
    const after = seen.at(-1)!;
    const lowest = (of: (m: NodeJS.MemoryUsage) => number) =>
      Math.min(...seen.slice(0, -1).map(of));
    const rss = (after.rss - lowest((m) => m.rss)) / MB;
    const heap = (after.heapUsed - lowest((m) => m.heapUsed)) / MB;
    const detail = `${calls.toLocaleString('en-US')} calls (half of them list reads through the gateway, half DynamoDB queries), ${AT_ONCE} at a time, in ${seconds.toFixed(0)} s`;
    return [
      {
        check: 'soak',
        figure: 'memory growth after GC (MB)',
        value: rss,
        bound: rssBound,
        detail: `resident, stack process, ${(after.rss / MB).toFixed(0)} MB at the end; ${detail}`,
      },
      {
        check: 'soak',
        figure: 'heap growth after GC (MB)',
        value: heap,
        bound: heapBound,
        detail: `JavaScript heap, stack process, ${(after.heapUsed / MB).toFixed(0)} MB at the end`,
      },
      { check: 'soak', figure: 'calls that failed', value: failed, bound: 0 },
    ];
  },
};
