import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ownEmulators } from './support/clients.js';

const BUCKET = 'rewrites';
const KEY = 'pages/team.html';
const stack = ownEmulators(BUCKET);

describe('a page read while the publisher rewrites it in the emulated bucket', () => {
  it('comes whole, the old version or the new one, never cut short or left hanging', async () => {
    const { emulators, s3 } = await stack.start();
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
          // A hanging read hangs for good; a slow machine answers within this.
          signal: AbortSignal.timeout(60_000),
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
