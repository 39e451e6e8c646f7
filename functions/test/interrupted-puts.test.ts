import { readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '@club/functions';
import { s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { startEmulators, type Emulators } from '@club/emulators';

const BUCKET = 'interrupted';
let emulators: Emulators | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await emulators?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const filesIn = async (dir: string) => {
  emulators = await startEmulators({ dataDir: dir, bucket: BUCKET });
  const config = readConfig({
    TABLE_NAME: 'unused',
    UPLOADS_BUCKET: BUCKET,
    S3_ENDPOINT: emulators.s3Endpoint,
  });
  return s3FileStore(s3Client(config), BUCKET);
};

/** Where s3rver keeps one part of a key under the team folder. */
const part = (dir: string, name: string, suffix: string) =>
  join(dir, 's3', BUCKET, 'image', 'team', `${name}._S3rver_${suffix}`);

describe('a local stack killed in the middle of an upload', () => {
  it('starts again with every finished file and none of the half-written ones', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'club-interrupted-'));
    let files = await filesIn(dataDir);
    const picture = Buffer.alloc(64 * 1024, 7);
    for (const name of ['kept.webp', 'no-metadata.webp', 'cut-metadata.webp', 'cut-data.webp'])
      await files.save({ key: `image/team/${name}`, body: picture, contentType: 'image/webp' });
    await emulators!.stop();

    // The three places a kill can land while s3rver writes: before the metadata, halfway
    // through the metadata, before the data reached the disk.
    rmSync(part(dataDir, 'no-metadata.webp', 'metadata.json'));
    writeFileSync(part(dataDir, 'cut-metadata.webp', 'metadata.json'), '{ "content-ty');
    truncateSync(part(dataDir, 'cut-data.webp', 'object'), 1000);

    files = await filesIn(dataDir);
    const listed = (await files.list('image/team/')).map((f) => f.key);
    expect(listed).toEqual(['image/team/kept.webp']);
    expect(readFileSync(part(dataDir, 'kept.webp', 'object'))).toEqual(picture);
  });
});
