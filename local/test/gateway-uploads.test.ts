import type { Server } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '@club/testkit';
import { readConfig, s3Client } from '@club/functions';
import { event, fileKey, fileUrl, team } from '@club/model';
import { startEmulators, type Emulators, freePort } from '@club/emulators';
import { createGateway } from '../src/gateway.js';

// The stack's layout: s3rver keeps each object as a file `<key>._S3rver_object` under
// <data>/s3/<bucket>/, so a key with `..` in it names a file anywhere else on the disk.
const BUCKET = 'club-uploads';
const SECRET = 'the administrator password is hunter2';
let dataDir: string;
let emulators: Emulators;
let gateway: Server;
let base: string;

const put = (key: string, body: string | Uint8Array, contentType: string) =>
  s3Client(
    readConfig({ TABLE_NAME: 'unused', UPLOADS_BUCKET: BUCKET, S3_ENDPOINT: emulators.s3Endpoint }),
  ).send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body, ContentType: contentType }));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'club-gateway-uploads-'));
  emulators = await startEmulators({ dataDir, bucket: BUCKET });
  // Files s3rver would serve if a key could climb out of the bucket's folder: one beside the
  // data folder, one beside the bucket.
  await writeFile(join(dataDir, 'secret._S3rver_object'), SECRET);
  await writeFile(join(dataDir, 's3', 'secret._S3rver_object'), SECRET);
  const nothing = (_req: unknown, res: { end(): void }) => res.end();
  gateway = createGateway({
    api: 'http://127.0.0.1:9',
    uploads: `${emulators.s3Endpoint}/${BUCKET}`,
    admin: nothing,
    site: nothing,
  });
  const port = await freePort();
  await new Promise<void>((done) => gateway.listen(port, '127.0.0.1', done));
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => (gateway ? gateway.close(() => done()) : done()));
  await emulators?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest({ port: new URL(base).port, path, headers, encoding: 'latin1' });

describe('/Upload through the gateway', () => {
  it('never reads a file outside the bucket’s upload folders, however the path is written', async () => {
    const climbs = [
      '/Upload/..%2F..%2F..%2Fsecret',
      '/Upload/..%2F..%2Fsecret',
      '/Upload/image/..%2F..%2F..%2F..%2Fsecret',
      '/Upload/image/team/..%2F..%2F..%2F..%2F..%2Fsecret',
      '/Upload/image/team/..%2f..%2f..%2f..%2fsecret',
      '/Upload/image/team/%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2Fsecret',
      '/Upload/image/team/..%5C..%5C..%5C..%5Csecret',
      '/Upload/image%2Fteam%2F..%2F..%2F..%2F..%2Fsecret',
      '/Upload/image/team/%252E%252E%252F..%2F..%2F..%2Fsecret',
    ];
    for (const path of climbs) {
      const answer = await get(path);
      expect(answer.body, path).not.toContain(SECRET);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.body)).toEqual({
        message: 'This address does not name an uploaded file.',
      });
    }
    // s3rver writes an .md5 beside any object file it reads: none was read.
    expect(await readdir(dataDir)).not.toContain('secret._S3rver_object.md5');
    expect(await readdir(join(dataDir, 's3'))).not.toContain('secret._S3rver_object.md5');
  });

  it('answers only files directly in a folder of the model: not incoming uploads, not hidden files', async () => {
    await put('incoming/00000000-0000-4000-8000-000000000000', 'not yet checked', 'image/png');
    for (const path of [
      '/Upload',
      '/Upload/image',
      '/Upload/image/robots/a.webp',
      '/Upload/image/team/sub/a.webp',
      '/Upload/image/team/.keep',
      '/Upload/..%2Fincoming%2F00000000-0000-4000-8000-000000000000',
    ])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 400 });
  });

  it('serves a stored picture as it is, with nosniff and the pages’ policy', async () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    await put(fileKey(team, 'rafi.webp'), webp, 'image/webp');
    const answer = await get(fileUrl(team, 'rafi.webp'));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");

    const again = await get(fileUrl(team, 'rafi.webp'), {
      'if-none-match': answer.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends anything but a picture or video as a download, so it cannot act as a page of the site', async () => {
    const page = '<html><script>fetch("/api/admin/protected")</script></html>';
    await put(fileKey(event, 'flyer.html'), page, 'text/html');
    await put(fileKey(event, 'logo.svg'), '<svg onload="alert(1)"/>', 'image/svg+xml');
    await put(fileKey(event, 'clip.mp4'), 'not really a video', 'video/mp4');
    for (const file of ['flyer.html', 'logo.svg']) {
      const answer = await get(fileUrl(event, file));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/octet-stream');
      expect(answer.headers['content-disposition']).toBe('attachment');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // S3 would let a query choose the type it answers with; the gateway passes none on.
    const asked = await get(`${fileUrl(event, 'flyer.html')}?response-content-type=text/html`);
    expect(asked.headers['content-type']).toBe('application/octet-stream');
    expect((await get(fileUrl(event, 'clip.mp4'))).headers['content-type']).toBe('video/mp4');
  });

  it('answers a missing file with a short message, not the bucket’s own error page', async () => {
    // A folder's own address is a file name left out: missing, like any other.
    for (const path of [fileUrl(team, 'gone.webp'), '/Upload/image/team/', '/Upload/image/team']) {
      const answer = await get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(answer.body)).toEqual({ message: 'There is no such file.' });
    }
  });
});
