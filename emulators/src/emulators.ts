import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { contentResources, INCOMING_PREFIX, uploadKey } from '@club/model';
import dynalite from 'dynalite';
import S3rver from 's3rver';
import sesModule from 'aws-ses-v2-local';
import { claimDataFolder } from './data-folder.js';
import { closeIteratorsAsDynaliteExpects } from './dynalite-iterators.js';
import { dropInterruptedPuts } from './interrupted-puts.js';
import { listenOnFreePort } from './ports.js';
import { WholeObjectStore } from './whole-object-store.js';

export interface EmulatorOptions {
  dataDir: string;
  bucket: string;
  /** The site's bucket, where the pages are published (publish/); none where nothing is. */
  siteBucket?: string;
  /**
   * Pages that may POST files straight to the bucket (the stack's own address). Browsers
   * refuse to hand the answer of a cross-origin POST to the page unless the bucket allows it.
   */
  uploadOrigins?: string[];
}

export interface Emulators {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  /** Stops the SES emulator alone, as an SES outage would: mail fails, the rest keeps running. */
  stopMail(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The API's settings for the emulators: the SDK pointed at them with dummy keys, plain-HTTP
 * cookies. The local stack and the API bench run serverless-offline with exactly these.
 */
export const localApiEnv = (
  emulators: Emulators,
  { table, bucket, siteBucket }: { table: string; bucket: string; siteBucket?: string },
) => {
  // Lambda runs Node 22; the SDK's notice about this machine's Node 20 is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return {
    TABLE_NAME: table,
    UPLOADS_BUCKET: bucket,
    ...(siteBucket ? { SITE_BUCKET: siteBucket } : {}),
    DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    S3_ENDPOINT: emulators.s3Endpoint,
    SES_ENDPOINT: emulators.sesEndpoint,
    COOKIE_SECURE: 'false',
    // There is no SSM here: the local stack keeps the signing key in its data folder.
    ISSUER_KEY_PARAMETER: '',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
};

// aws-ses-v2-local is CommonJS with `exports.default`: Node's ESM loader hands over the whole
// exports object, Vite's loader the function itself.
const sesServer: typeof sesModule =
  typeof sesModule === 'function'
    ? sesModule
    : (sesModule as unknown as { default: typeof sesModule }).default;

/** The same rule as the bucket's in AWS (deploy/cloudformation/storage.yml): POST, from these origins only. */
export const uploadCors = (origins: string[]) =>
  [
    '<CORSConfiguration><CORSRule>',
    ...origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
    '<AllowedMethod>POST</AllowedMethod><MaxAgeSeconds>3000</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');

/**
 * s3rver keeps each key's folders as directories and removes a directory the moment its last
 * object is deleted, so a write into that folder at the same instant fails (ENOENT): two
 * uploads adopted at once, as a bulk issue does, crashed the stack. A marker file that is not
 * an object keeps each folder the API writes to; S3 itself has no folders to lose.
 */
export const keepFolders = (bucketDir: string) => {
  const folders = contentResources.flatMap((d) =>
    d.uploadFolder ? [dirname(uploadKey(d.uploadFolder, 'x'))] : [],
  );
  for (const folder of [INCOMING_PREFIX, ...folders]) {
    mkdirSync(join(bucketDir, folder), { recursive: true });
    writeFileSync(join(bucketDir, folder, '.keep'), '');
  }
};

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** DynamoDB (dynalite), S3 (s3rver) and SES (aws-ses-v2-local) on loopback ports; data under dataDir. */
export const startEmulators = async ({
  dataDir,
  bucket,
  siteBucket,
  uploadOrigins = [],
}: EmulatorOptions): Promise<Emulators> => {
  const dynamoDir = join(dataDir, 'dynamodb');
  const s3Dir = join(dataDir, 's3');
  mkdirSync(dynamoDir, { recursive: true });
  mkdirSync(s3Dir, { recursive: true });
  const release = claimDataFolder(dataDir);
  const stops: (() => Promise<void>)[] = [async () => release()];
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(stops.slice(1).map((s) => s()));
      await stops[0]!();
    })());
  try {
    closeIteratorsAsDynaliteExpects();
    // Each server listens on a port the OS picks at bind time, read back from the socket: a
    // port picked first and bound later can be taken in between by another run (ports.ts).
    const dynamo: Server = dynalite({
      path: dynamoDir,
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    });
    const dynamoPort = await listenOnFreePort(dynamo);
    stops.push(() => closeServer(dynamo));

    dropInterruptedPuts(join(s3Dir, bucket));
    if (siteBucket) dropInterruptedPuts(join(s3Dir, siteBucket));
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: s3Dir,
      silent: true,
      configureBuckets: [
        { name: bucket, configs: uploadOrigins.length > 0 ? [uploadCors(uploadOrigins)] : [] },
        ...(siteBucket ? [{ name: siteBucket, configs: [] }] : []),
      ],
    });
    // Versions still being written when a stack was killed: never objects, so never kept.
    const drafts = `${s3Dir}-writing`;
    rmSync(drafts, { recursive: true, force: true });
    s3.store = s3.context.store = new WholeObjectStore(s3Dir, drafts);
    const { port: s3Port } = await s3.run();
    stops.push(() => s3.close());
    keepFolders(join(s3Dir, bucket));

    const ses = await sesServer({ host: '127.0.0.1', port: 0 });
    stops.push(() => closeServer(ses));
    const sesPort = (ses.address() as AddressInfo).port;

    return {
      dynamodbEndpoint: `http://127.0.0.1:${dynamoPort}`,
      s3Endpoint: `http://127.0.0.1:${s3Port}`,
      sesEndpoint: `http://127.0.0.1:${sesPort}`,
      async stopMail() {
        // Kept-alive connections would otherwise still deliver the API's mail.
        ses.closeAllConnections();
        await closeServer(ses);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
