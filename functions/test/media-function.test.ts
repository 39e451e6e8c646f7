import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { INCOMING_PREFIX, uploadKey } from '@club/model';
import { readConfig } from '../src/config.js';
import type { MediaProcessor } from '../src/domain/ports.js';
import { lambdaClient, s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { invokedMediaProcessor } from '../src/storage/media-function.js';
import { testApi } from './support/api.js';
import { lambdaEndpoint } from './support/lambda-endpoint.js';
import { pngFile } from './support/files.js';

let api: Awaited<ReturnType<typeof testApi>>;
let endpoint: Awaited<ReturnType<typeof lambdaEndpoint>>;
let processorOf: (functionName: string | undefined) => MediaProcessor;

beforeAll(async () => {
  api = await testApi();
  const env = { ...inject('emulatorEnv'), UPLOADS_BUCKET: api.config.UPLOADS_BUCKET };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { handler } = await import('../src/media-handler.js');
  endpoint = await lambdaEndpoint({
    'club-media': handler,
    // A function that answers, but not with a stored file (a stale deploy, say).
    'club-stale': async () => ({ stored: 'yes' }),
  });
  const config = readConfig({ ...env, LAMBDA_ENDPOINT: endpoint.url });
  const files = s3FileStore(s3Client(config), config.UPLOADS_BUCKET);
  processorOf = (functionName) =>
    invokedMediaProcessor({ lambda: lambdaClient(config), functionName, files });
});
afterAll(() => {
  vi.unstubAllEnvs();
  endpoint?.server.close();
});

const pngBytes = async () => new Uint8Array(await (await pngFile()).arrayBuffer());

describe('the API hands files to the media function and waits for it', () => {
  it('stores a file that came inside the request through the function, leaving no upload', async () => {
    const uploads = await api.storedFiles(INCOMING_PREFIX);
    const result = await processorOf('club-media').storeBytes({
      bytes: await pngBytes(),
      kind: 'image',
      folder: 'about',
    });

    expect(result).toMatchObject({ ok: true, contentType: 'image/webp' });
    const stored = await api.storedFile(
      uploadKey('about', (result as { fileName: string }).fileName),
    );
    expect(stored.contentType).toBe('image/webp');
    expect(await api.storedFiles(INCOMING_PREFIX)).toEqual(uploads);
  });

  it('fails with what the function said when it throws', async () => {
    await expect(
      processorOf('club-media').adopt({
        key: 'Upload/image/about/x.webp',
        kind: 'image',
        folder: 'about',
      }),
    ).rejects.toThrow(
      /^The media function club-media \(adopting Upload\/image\/about\/x\.webp\) failed: The media function got a request it does not take/,
    );
  });

  it('fails when the answer is not a stored file', async () => {
    await expect(
      processorOf('club-stale').storeBytes({
        bytes: await pngBytes(),
        kind: 'image',
        folder: 'about',
      }),
    ).rejects.toThrow(
      /club-stale.*answered what this checkout does not understand \(\{"stored":"yes"\}\)/,
    );
  });

  it('fails, naming the function, when there is no such function or none is set', async () => {
    const request = { key: `${INCOMING_PREFIX}x`, kind: 'image', folder: 'about' } as const;
    await expect(processorOf('club-missing').adopt(request)).rejects.toThrow(
      /Could not run the media function club-missing \(adopting .*\): Function not found/,
    );
    await expect(processorOf(undefined).adopt(request)).rejects.toThrow(
      /MEDIA_FUNCTION is not set/,
    );
  });
});
