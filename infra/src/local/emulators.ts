import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import sesModule from 'aws-ses-v2-local';
import { freePort } from './ports.js';

export interface EmulatorOptions {
  dataDir: string;
  bucket: string;
}

export interface Emulators {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  stop(): Promise<void>;
}

// aws-ses-v2-local is CommonJS with `exports.default`: Node's ESM loader hands over the whole
// exports object, Vite's loader the function itself.
const sesServer: typeof sesModule =
  typeof sesModule === 'function'
    ? sesModule
    : (sesModule as unknown as { default: typeof sesModule }).default;

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** DynamoDB (dynalite), S3 (s3rver) and SES (aws-ses-v2-local) on free loopback ports; data under dataDir. */
export const startEmulators = async ({ dataDir, bucket }: EmulatorOptions): Promise<Emulators> => {
  const dynamoDir = join(dataDir, 'dynamodb');
  const s3Dir = join(dataDir, 's3');
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(s3Dir, { recursive: true });

  const dynamoPort = await freePort();
  const dynamo: Server = dynalite({
    path: dynamoDir,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve) => dynamo.listen(dynamoPort, '127.0.0.1', resolve));

  const s3Port = await freePort();
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3.run();

  const sesPort = await freePort();
  const ses = await sesServer({ host: '127.0.0.1', port: sesPort });

  return {
    dynamodbEndpoint: `http://127.0.0.1:${dynamoPort}`,
    s3Endpoint: `http://127.0.0.1:${s3Port}`,
    sesEndpoint: `http://127.0.0.1:${sesPort}`,
    async stop() {
      await Promise.all([closeServer(dynamo), s3.close(), closeServer(ses)]);
    },
  };
};
