import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '@club/functions';
import { startEmulators, type Emulators } from '@club/emulators';
import { s3Client } from '../src/storage/clients.js';

const BUCKET = 'rewrites';
const KEY = 'pages/team.html';
let emulators: Emulators | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await emulators?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a page read while the publisher rewrites it in the emulated bucket', () => {
  it('comes whole, the old version or the new one, never cut short or left hanging', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'club-rewrites-'));
    emulators = await startEmulators({ dataDir, bucket: BUCKET });
    const s3 = s3Client(
      readConfig({
        TABLE_NAME: 'unused',
        UPLOADS_BUCKET: BUCKET,
        S3_ENDPOINT: emulators.s3Endpoint,
      }),
    );
    // A long page and a short one, so a read that mixes them shows in its length.
    const versions = [Buffer.alloc(400_000, 'a'), Buffer.alloc(30_000, 'b')];
    const put = (body: Buffer) =>
      s3.send(
        new PutObjectCommand({ Bucket: BUCKET, Key: KEY, Body: body, ContentType: 'text/html' }),
      );
    await put(versions[0]!);

    let rewriting = true;
    const publisher = (async () => {
      for (let i = 1; i <= 60; i++) await put(versions[i % 2]!);
      rewriting = false;
    })();
    // Read as the local gateway reads a page: a plain GET, the body streamed to the visitor.
    const reads: string[] = [];
    while (rewriting) {
      try {
        const answer = await fetch(`${emulators.s3Endpoint}/${BUCKET}/${KEY}`, {
          signal: AbortSignal.timeout(5_000),
        });
        const body = Buffer.from(await answer.arrayBuffer());
        const whole = versions.some((v) => v.equals(body));
        reads.push(whole ? 'whole' : `${answer.status}, ${body.length} bytes`);
      } catch (error) {
        reads.push(`no answer: ${String(error)}`);
      }
    }
    await publisher;

    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((r) => r !== 'whole')).toEqual([]);
  });
});
