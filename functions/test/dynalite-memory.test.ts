import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '@club/functions';
import { documentClient } from '../src/storage/clients.js';
import { dynamoRecordStore } from '../src/storage/record-store.js';
import { startEmulators, type Emulators } from '@club/emulators';
import { ensureTable } from '../src/storage/table.js';

let emulators: Emulators | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await emulators?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;

/** The heap in use after full collections; this process runs dynalite and the client both. */
const heapAfterGc = () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i += 1) gc();
  return process.memoryUsage().heapUsed;
};

describe('the DynamoDB emulator', () => {
  it('gives back what each query took: 3,000 list reads leave its heap where it was', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'club-dynalite-memory-'));
    emulators = await startEmulators({ dataDir, bucket: 'unused' });
    const config = readConfig({
      TABLE_NAME: 'memory',
      UPLOADS_BUCKET: 'unused',
      DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    });
    await ensureTable(config);
    const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME);
    for (let i = 0; i < 20; i += 1)
      await records.put('team', { id: `member-${i}`, name: 'x'.repeat(200) });
    const listTenAtOnce = async (times: number) => {
      for (let i = 0; i < times; i += 1)
        await Promise.all(Array.from({ length: 10 }, () => records.list('team')));
    };

    await listTenAtOnce(50); // warm-up: the client's and the emulator's own caches fill
    const before = heapAfterGc();
    await listTenAtOnce(300);
    const grown = heapAfterGc() - before;

    // Before the fix each query kept its LevelDB iterator with the items it read: 3,000
    // queries held about 20 MB here.
    expect(grown / MB).toBeLessThan(3);
  });
});
