import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { certificate } from '@club/model';
import { buildDeps, buildFileSweep, readConfig, ensureTable } from '@club/functions';
import { seedDemoContent } from './seed.js';
import { localApiEnv, startEmulators } from '@club/emulators';
import { openFrontDoor } from './front-door.js';
import { createGateway } from './gateway.js';
import { MEDIA_FUNCTION, startOffline } from './offline.js';
import { serveBuild } from './static-files.js';
import { publishNow, putAppShell } from './publish-pages.js';
import { BUCKET, ISSUER_KEY_FILE, SITE_BUCKET, TABLE } from './stack-names.js';
import { devServers } from './vite-dev.js';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

export interface StackOptions {
  /** The one port everything is served on; 0 or none: one the OS picks. */
  port?: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** Vite dev servers with hot reload instead of the builds. */
  dev?: boolean;
  log?: (line: string) => void;
  /** How old a file no record names must be to be removed at start (default an hour). */
  fileSweepGraceSeconds?: number;
  /**
   * The folders of the site's and the console's builds (default web/dist and admin/dist).
   * Checks of the CDN's routing, not of the apps, serve stand-ins: `npm test` rebuilds the
   * real ones while they run.
   */
  builds?: { site: string; admin: string };
  /** scrypt's cost for new password hashes (PASSWORD_COST); the site's own unless a test asks. */
  passwordCost?: number;
}

export interface Stack {
  url: string;
  mailUrl: string;
  /** The emulators' addresses, for checks that look below the API (the hardening suite). */
  dynamodbEndpoint: string;
  s3Endpoint: string;
  seeded: boolean;
  /** Stops the SES emulator alone: from then on the contact form's mail fails. */
  stopMail(): Promise<void>;
  stop(): Promise<void>;
}

/** Everything `npm start` runs: emulators, the API in serverless-offline, and the one-port gateway. */
export const startStack = async ({
  port,
  dataDir,
  admin,
  dev = false,
  log = () => {},
  fileSweepGraceSeconds,
  passwordCost,
  builds: folders = { site: resolve(ROOT, 'web/dist'), admin: resolve(ROOT, 'admin/dist') },
}: StackOptions): Promise<Stack> => {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse())
      await s().catch((e: unknown) => log(`while stopping: ${String(e)}`));
  };
  try {
    const door = await openFrontDoor(port);
    stops.push(door.close);
    const url = `http://localhost:${door.port}`;
    const siteOrigins = [url, `http://127.0.0.1:${door.port}`];
    // The console posts files straight to s3rver, a different origin from the page.
    const emulators = await startEmulators({
      dataDir,
      bucket: BUCKET,
      siteBucket: SITE_BUCKET,
      uploadOrigins: siteOrigins,
    });
    stops.push(emulators.stop);
    const env = {
      ...localApiEnv(emulators, { table: TABLE, bucket: BUCKET, siteBucket: SITE_BUCKET }),
      // The club's signing key: made at the first start, kept in the data folder.
      ISSUER_KEY_FILE: join(dataDir, ISSUER_KEY_FILE),
      // Writes from any other page are refused; browsers may name either host.
      SITE_ORIGIN: siteOrigins.join(','),
      // With the dev servers the site is the app itself, rendered in the browser: no pages.
      ...(dev ? { PUBLISH_FUNCTION: '' } : {}),
      ...(passwordCost ? { PASSWORD_COST: String(passwordCost) } : {}),
    };
    const config = readConfig(env);
    await ensureTable(config);
    const deps = buildDeps(config);
    if (await deps.admin.ensureAccount(admin)) log(`Created the administrator ${admin.email}.`);
    const signing = await deps.issuer!.ensureKey();
    if (signing.made) log(`Made the club's credential signing key (${signing.key}).`);
    // Before the API serves, so no write is in flight: files left by a crash mid-write.
    const swept = await buildFileSweep(config).sweep({ graceSeconds: fileSweepGraceSeconds });
    if (swept.removed.length > 0)
      log(`Removed ${swept.removed.length} stored files that no record refers to.`);

    const offline = await startOffline({
      root: ROOT,
      env,
      reload: dev,
      log: (l) => log(`[api] ${l}`),
    });
    stops.push(offline.stop);
    // The demo pictures are stored by the media function, as every upload is.
    const seeded = await seedDemoContent(
      buildDeps(readConfig({ ...env, LAMBDA_ENDPOINT: offline.lambdaUrl, MEDIA_FUNCTION })),
    );
    if (seeded) log('Added the demo content.');
    // Certificates stored before they were signed, or signed for another address (another
    // port) get a credential that verifies here; a second start finds nothing to do.
    const backfill = await deps.issuer!.backfill(certificate);
    if (backfill.issued > 0) log(`Signed the credentials of ${backfill.issued} certificates.`);
    if (!dev) {
      // As a deploy does: the build where the publisher reads it, then every page made anew.
      await putAppShell(emulators.s3Endpoint, SITE_BUCKET, folders.site);
      const started = Date.now();
      await publishNow(offline.lambdaUrl, 'start').then(
        ({ reports }) =>
          log(
            `Published the pages (${reports[0]?.files ?? 0} files, ${reports[0]?.written.length ?? 0} changed) in ${Date.now() - started} ms.`,
          ),
        (error: unknown) =>
          log(`${String(error)} The site shows its pages from the API meanwhile.`),
      );
    }

    const builds = dev
      ? await devServers(ROOT)
      : {
          site: serveBuild(folders.site, ''),
          admin: serveBuild(folders.admin, '/admin'),
          stop: async () => {},
        };
    stops.push(builds.stop);

    const gateway: Server = createGateway({
      api: offline.url,
      uploads: `${emulators.s3Endpoint}/${BUCKET}`,
      admin: builds.admin,
      site: builds.site,
      ...(dev ? {} : { pages: `${emulators.s3Endpoint}/${SITE_BUCKET}` }),
      siteOrigins,
      dev,
    });
    door.serve(gateway);

    return {
      url,
      mailUrl: emulators.sesEndpoint,
      dynamodbEndpoint: emulators.dynamodbEndpoint,
      s3Endpoint: emulators.s3Endpoint,
      seeded,
      stopMail: emulators.stopMail,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
