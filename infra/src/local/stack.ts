import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDeps, readConfig } from '@club/functions';
import { seedDemoContent } from '../seed/seed.js';
import { startEmulators } from './emulators.js';
import { createGateway } from './gateway.js';
import { startOffline } from './offline.js';
import { ensureTable } from './provision.js';
import { serveBuild } from './static-files.js';
import { devServers } from './vite-dev.js';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');

export interface StackOptions {
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** Vite dev servers with hot reload instead of the builds. */
  dev?: boolean;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  mailUrl: string;
  seeded: boolean;
  stop(): Promise<void>;
}

const TABLE = 'club-content';
const BUCKET = 'club-uploads';

/** Everything `npm start` runs: emulators, the API in serverless-offline, and the one-port gateway. */
export const startStack = async ({
  port,
  dataDir,
  admin,
  dev = false,
  log = () => {},
}: StackOptions): Promise<Stack> => {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse())
      await s().catch((e: unknown) => log(`while stopping: ${String(e)}`));
  };
  try {
    const url = `http://localhost:${port}`;
    // The console posts files straight to s3rver, a different origin from the page.
    const emulators = await startEmulators({ dataDir, bucket: BUCKET, uploadOrigins: [url] });
    stops.push(emulators.stop);
    const env = {
      TABLE_NAME: TABLE,
      UPLOADS_BUCKET: BUCKET,
      DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
      S3_ENDPOINT: emulators.s3Endpoint,
      SES_ENDPOINT: emulators.sesEndpoint,
      COOKIE_SECURE: 'false',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      // Lambda runs Node 22; the SDK's notice about this machine's Node 20 is noise here.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
    const config = readConfig(env);
    await ensureTable(config);
    const deps = buildDeps(config);
    if (await deps.admin.ensureAccount(admin)) log(`Created the administrator ${admin.email}.`);
    const seeded = await seedDemoContent(deps);
    if (seeded) log('Added the demo content.');

    const offline = await startOffline({
      root: ROOT,
      env,
      reload: dev,
      log: (l) => log(`[api] ${l}`),
    });
    stops.push(offline.stop);

    const builds = dev
      ? await devServers(ROOT)
      : {
          site: serveBuild(resolve(ROOT, 'web/dist'), ''),
          admin: serveBuild(resolve(ROOT, 'admin/dist'), '/admin'),
          stop: async () => {},
        };
    stops.push(builds.stop);

    const gateway: Server = createGateway({
      api: offline.url,
      uploads: `${emulators.s3Endpoint}/${BUCKET}`,
      admin: builds.admin,
      site: builds.site,
    });
    await new Promise<void>((done, fail) => {
      gateway.once('error', fail);
      gateway.listen(port, '127.0.0.1', done);
    });
    stops.push(() => new Promise<void>((done) => gateway.close(() => done())));
    // Keep-alive sockets from browsers would hold close() open.
    stops.push(async () => gateway.closeAllConnections());

    return { url, mailUrl: emulators.sesEndpoint, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
