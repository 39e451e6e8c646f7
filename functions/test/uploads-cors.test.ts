import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadTicket } from '@club/model';
import { startEmulators, type Emulators } from '@club/emulators';
import { s3Client } from '../src/storage/clients.js';
import { readConfig } from '../src/config.js';
import { s3DirectUploads } from '../src/storage/presigned-post.js';

// The local stack's s3rver, configured as startStack configures it for its own address.
const SITE = 'http://localhost:4321';
const BUCKET = 'club-uploads-cors';
let emulators: Emulators;
let dataDir: string;
let ticket: UploadTicket;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-cors-'));
  emulators = await startEmulators({ dataDir, bucket: BUCKET, uploadOrigins: [SITE] });
  const config = readConfig({
    TABLE_NAME: 'unused',
    UPLOADS_BUCKET: BUCKET,
    S3_ENDPOINT: emulators.s3Endpoint,
  });
  const direct = s3DirectUploads(s3Client(config), BUCKET);
  const key = 'incoming/00000000-0000-4000-8000-000000000000';
  const post = await direct.presign({
    key,
    contentType: 'image/png',
    maxBytes: 100,
    expiresSeconds: 60,
  });
  ticket = { ...post, key };
});
afterAll(async () => {
  await emulators?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A browser's cross-origin form POST: a simple request, so no preflight, only this answer. */
const postFrom = (origin: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
  return fetch(ticket.url, { method: 'POST', body: form, headers: { Origin: origin } });
};

it('lets the stack’s own page read the answer of a direct upload, and no other page', async () => {
  const own = await postFrom(SITE);
  expect(own.status).toBe(204);
  expect(own.headers.get('access-control-allow-origin')).toBe(SITE);

  const other = await postFrom('http://localhost:9999');
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});
