import { readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ownEmulators } from './support/clients.js';

const BUCKET = 'interrupted';
const stack = ownEmulators(BUCKET);

/** Where s3rver keeps one part of a key under the team folder. */
const part = (dir: string, name: string, suffix: string) =>
  join(dir, 's3', BUCKET, 'image', 'team', `${name}._S3rver_${suffix}`);

describe('a local stack killed in the middle of an upload', () => {
  it('starts again with every finished file and none of the half-written ones', async () => {
    const { s3, dataDir } = await stack.start();
    const picture = Buffer.alloc(64 * 1024, 7);
    for (const name of ['kept.webp', 'no-metadata.webp', 'cut-metadata.webp', 'cut-data.webp'])
      await s3.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: `image/team/${name}`,
          Body: picture,
          ContentType: 'image/webp',
        }),
      );
    await stack.stop();

    // The three places a kill can land while s3rver writes: before the metadata, halfway
    // through the metadata, before the data reached the disk.
    rmSync(part(dataDir, 'no-metadata.webp', 'metadata.json'));
    writeFileSync(part(dataDir, 'cut-metadata.webp', 'metadata.json'), '{ "content-ty');
    truncateSync(part(dataDir, 'cut-data.webp', 'object'), 1000);

    const again = await stack.start();
    const listed = await again.s3.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'image/team/' }),
    );
    expect((listed.Contents ?? []).map((f) => f.Key)).toEqual(['image/team/kept.webp']);
    expect(readFileSync(part(dataDir, 'kept.webp', 'object'))).toEqual(picture);
  });
});
