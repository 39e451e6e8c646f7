import type { Context } from 'aws-lambda';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { ensureTable } from '../../../infra/src/local/provision.js';
import { createHandler } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { buildDeps } from '../../src/deps.js';
import { s3Client } from '../../src/storage/clients.js';
import { httpApiEvent, type CallOptions } from './events.js';

export const ADMIN = { email: 'admin@club.test', password: 'correct horse battery' };

/** A mail as aws-ses-v2-local keeps it. */
export interface SentMail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test knows the shape it expects
}

export interface TestApiOptions {
  /** A table of its own, for a test that changes shared state or counts what is listed. */
  table?: string;
  /** Settings that differ from the emulators' (an SES that does not answer, say). */
  env?: Record<string, string>;
}

/** The real API wired to the emulators, called the way API Gateway calls the Lambda. */
export const testApi = async ({ table, env }: TestApiOptions = {}) => {
  const emulatorEnv = inject('emulatorEnv');
  const config = readConfig({ ...emulatorEnv, ...(table ? { TABLE_NAME: table } : {}), ...env });
  if (table) await ensureTable(config);
  const deps = buildDeps(config);
  await deps.admin.ensureAccount(ADMIN);
  const handle = createHandler(deps);
  const s3 = s3Client(config);

  const call = async (method: string, path: string, options?: CallOptions): Promise<Answer> => {
    const result = await handle(await httpApiEvent(method, path, options), {} as Context);
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
    const answer = await call('POST', '/api/admin/login', { json: ADMIN });
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

  return { call, login, storedFiles, storedFile, sentMail, deps, config };
};
