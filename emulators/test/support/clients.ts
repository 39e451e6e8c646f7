import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll } from 'vitest';
import { startEmulators, type Emulators } from '../../src/index.js';

// s3rver accepts only its own fixed key; dynalite takes any.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';

/** The real SDK pointed at the emulators, as the API's own clients are (path-style S3). */
export const clientsOf = (emulators: Emulators) => ({
  s3: new S3Client({ region, credentials, endpoint: emulators.s3Endpoint, forcePathStyle: true }),
  dynamodb: new DynamoDBClient({ region, credentials, endpoint: emulators.dynamodbEndpoint }),
});

/**
 * Emulators of the test's own on a throwaway data folder, stopped and removed after the file.
 * `restart` stops them and starts them again on the same folder, as a second `npm start` does.
 */
export const ownEmulators = (bucket: string) => {
  let running: Emulators | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await running?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    async start() {
      dataDir ??= await mkdtemp(join(tmpdir(), `club-emulators-${bucket}-`));
      running = await startEmulators({ dataDir, bucket });
      return { emulators: running, dataDir, ...clientsOf(running) };
    },
    async stop() {
      await running?.stop();
      running = undefined;
    },
  };
};
