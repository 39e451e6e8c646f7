import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, describe, expect, it } from 'vitest';
import { dynamoClient, readConfig } from '@club/functions';
import { freePort } from '@club/emulators';
import { ensureTable } from '../src/storage/table.js';

let server: Server | undefined;
let dir: string | undefined;
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('creating the content table on a first start', () => {
  it('returns only once the table takes writes, however long DynamoDB takes to create it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'club-provision-'));
    // Like DynamoDB, this dynalite keeps a new table CREATING for a while.
    server = dynalite({ path: dir, createTableMs: 400 });
    const port = await freePort();
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done));
    const config = readConfig({
      TABLE_NAME: 'slow-table',
      UPLOADS_BUCKET: 'unused',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    });

    expect(await ensureTable(config)).toBe(true);
    const write = dynamoClient(config).send(
      new PutItemCommand({
        TableName: 'slow-table',
        Item: { pk: { S: 'meta' }, sk: { S: 'first' } },
      }),
    );
    await expect(write).resolves.toBeDefined();
    expect(await ensureTable(config)).toBe(false);
  });
});
