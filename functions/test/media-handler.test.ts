import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { INCOMING_PREFIX, uploadKey, variantsOf } from '@club/model';
import type { ProcessedFile } from '../src/domain/ports.js';
import { s3Client } from '../src/storage/clients.js';
import { testApi } from './support/api.js';
import { fakeImage, pngFile } from './support/files.js';
import { mp4Bytes } from './support/uploads-media.js';

let api: Awaited<ReturnType<typeof testApi>>;
let handler: (event: unknown) => Promise<ProcessedFile>;

/** A file as the browser leaves it in the bucket after a presigned POST. */
const upload = async (bytes: Uint8Array) => {
  const key = `${INCOMING_PREFIX}${randomUUID()}`;
  await s3Client(api.config).send(
    new PutObjectCommand({ Bucket: api.config.UPLOADS_BUCKET, Key: key, Body: bytes }),
  );
  return key;
};

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

beforeAll(async () => {
  api = await testApi();
  // The function reads its settings as Lambda gives them, when it is loaded.
  const env = { ...inject('emulatorEnv'), UPLOADS_BUCKET: api.config.UPLOADS_BUCKET };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  ({ handler } = await import('../src/media-handler.js'));
});
afterAll(() => vi.unstubAllEnvs());

describe('the media function adopts one upload', () => {
  it('stores a PNG as a WebP under the folder with its smaller copy, and removes the upload', async () => {
    const key = await upload(await bytesOf(await pngFile('photo.png', 640, 480)));

    const result = await handler({ key, kind: 'image', folder: 'team' });

    expect(result).toEqual({
      ok: true,
      fileName: expect.stringMatching(/^[0-9a-f-]{36}_420-640\.webp$/),
      contentType: 'image/webp',
    });
    const stored = await api.storedFile(
      uploadKey('team', (result as { fileName: string }).fileName),
    );
    expect(stored.contentType).toBe('image/webp');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    const [copy] = variantsOf((result as { fileName: string }).fileName);
    expect(
      await sharp((await api.storedFile(uploadKey('team', copy!))).bytes).metadata(),
    ).toMatchObject({
      format: 'webp',
      width: 420,
      height: 315,
    });
    expect(await api.storedFiles(key)).toEqual([]);
  });

  it('keeps a video in a media field byte for byte', async () => {
    const video = mp4Bytes();
    const key = await upload(video);

    const result = await handler({ key, kind: 'media', folder: 'event' });

    expect(result).toMatchObject({ ok: true, contentType: 'video/mp4' });
    const stored = await api.storedFile(
      uploadKey('event', (result as { fileName: string }).fileName),
    );
    expect(stored.bytes).toEqual(video);
    expect(await api.storedFiles(key)).toEqual([]);
  });

  it('refuses a file that only claims to be a picture, stores nothing and removes it', async () => {
    const before = await api.storedFiles(uploadKey('advisor', ''));
    const key = await upload(await bytesOf(fakeImage()));

    expect(await handler({ key, kind: 'image', folder: 'advisor' })).toEqual({
      ok: false,
      problem: 'not-accepted',
    });
    expect(await api.storedFiles(uploadKey('advisor', ''))).toEqual(before);
    expect(await api.storedFiles(key)).toEqual([]);
  });

  it('answers that an upload that is gone is missing', async () => {
    const key = `${INCOMING_PREFIX}${randomUUID()}`;
    expect(await handler({ key, kind: 'image', folder: 'team' })).toEqual({
      ok: false,
      problem: 'missing',
    });
  });

  it('touches nothing but uploads: a stored file, or a folder no resource has, is refused', async () => {
    const stored = await handler({
      key: await upload(await bytesOf(await pngFile())),
      kind: 'image',
      folder: 'slider',
    });
    const storedKey = uploadKey('slider', (stored as { fileName: string }).fileName);

    await expect(handler({ key: storedKey, kind: 'image', folder: 'slider' })).rejects.toThrow(
      /does not take.*incoming\/<uuid>/s,
    );
    const key = await upload(await bytesOf(await pngFile()));
    await expect(handler({ key, kind: 'image', folder: 'nowhere' })).rejects.toThrow(/folder/);
    // Neither the stored file nor the upload the refused request named was removed.
    expect(await api.storedFiles(storedKey)).toEqual([storedKey]);
    expect(await api.storedFiles(key)).toEqual([key]);
  });
});
