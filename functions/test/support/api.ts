import type { Context } from 'aws-lambda';
import { basename, join } from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { expect, inject } from 'vitest';
import { adminPath } from '@club/model';
import { keepFolders } from '@club/emulators';
import { ensureTable } from '../../src/storage/table.js';
import { createHandler } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { buildDeps } from '../../src/deps.js';
import { createLogger } from '../../src/logger.js';
import { localMediaProcessor } from '../../src/media/local-processor.js';
import { s3Client } from '../../src/storage/clients.js';
import { s3FileStore } from '../../src/storage/file-store.js';
import { httpApiEvent, type CallOptions } from './events.js';

/** The site the test API's credentials name as their issuer. */
export const TEST_SITE = 'https://club.test';

export const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };

/** A mail as aws-ses-v2-local keeps it. */
export interface SentMail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Each file's bytes in base64. */
  attachments?: { filename?: string; contentType: string; content: string; size: number }[];
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test knows the shape it expects
}

export interface TestApiOptions {
  /**
   * The table, and the bucket named after it; by default each test file has its own, named
   * after the file, so files running in parallel never see each other's records or uploads.
   */
  table?: string;
  /** Settings that differ from the emulators' (an SES that does not answer, say). */
  env?: Record<string, string>;
}

/** The test file's name as a table and bucket name: lower case, letters, digits and hyphens. */
const ownName = () =>
  basename(expect.getState().testPath ?? 'shared')
    .replace(/\.test\.ts$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-');

const ensureBucket = async (s3: S3Client, bucket: string) => {
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // s3rver answers a second create with BucketAlreadyExists, S3 with ...OwnedByYou.
    if (!/^BucketAlready/.test((error as Error).name)) throw error;
  }
  keepFolders(join(inject('s3DataDir'), bucket));
};

/** The real API wired to the emulators, called the way API Gateway calls the Lambda. */
export const testApi = async ({ table = ownName(), env }: TestApiOptions = {}) => {
  const emulatorEnv = inject('emulatorEnv');
  const config = readConfig({
    ...emulatorEnv,
    TABLE_NAME: table,
    UPLOADS_BUCKET: `${table}-files`,
    // Certificates are signed as on the site: with a key of the table's own.
    ISSUER_KEY_FILE: join(inject('s3DataDir'), '..', `${table}-issuer-key.json`),
    ISSUER_ORIGIN: TEST_SITE,
    ...env,
  });
  await ensureTable(config);
  const s3 = s3Client(config);
  await ensureBucket(s3, config.UPLOADS_BUCKET);
  // Quiet: the tests that are about logs build their own handler and read its lines. Files are
  // processed in process, by the code the media function runs (media-handler.test.ts invokes it).
  const deps = buildDeps(config, {
    logger: createLogger({ logLevel: 'SILENT' }),
    media: localMediaProcessor(s3FileStore(s3, config.UPLOADS_BUCKET)),
  });
  await deps.admin.ensureAccount(ADMIN);
  await deps.issuer?.ensureKey();
  const handle = createHandler(deps);

  /** The handler's answer exactly as API Gateway takes it: a compressed body stays base64. */
  const invoke = async (method: string, path: string, options?: CallOptions) =>
    handle(await httpApiEvent(method, path, options), {} as Context);

  const call = async (method: string, path: string, options?: CallOptions): Promise<Answer> => {
    const result = await invoke(method, path, options);
    const text = typeof result.body === 'string' ? result.body : '';
    return {
      status: result.statusCode ?? 200,
      headers: Object.fromEntries(
        Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
      cookies: result.cookies ?? [],
      body: text ? JSON.parse(text) : undefined,
    };
  };

  const login = async () => {
    const answer = await call('POST', adminPath('login'), { json: ADMIN });
    const cookie = answer.cookies[0]?.split(';')[0];
    if (answer.status !== 200 || !cookie) throw new Error(`login failed: ${answer.status}`);
    return cookie;
  };

  const storedFiles = async (prefix: string) => {
    const listing = await s3.send(
      new ListObjectsV2Command({ Bucket: config.UPLOADS_BUCKET, Prefix: prefix }),
    );
    return (listing.Contents ?? []).map((o) => o.Key ?? '');
  };

  const storedFile = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.UPLOADS_BUCKET, Key: key }));
    return { contentType: object.ContentType, bytes: await object.Body!.transformToByteArray() };
  };

  /** Every mail the SES emulator has accepted in this test run. */
  const sentMail = async () =>
    ((await (await fetch(`${emulatorEnv.SES_ENDPOINT}/store`)).json()) as { emails: SentMail[] })
      .emails;

  return { call, invoke, login, storedFiles, storedFile, sentMail, deps, config };
};
