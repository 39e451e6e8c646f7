import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readConfig, s3Client } from '@club/functions';
import { planPublish } from '../src/build-files.js';
import { publishPlan } from '../src/publish.js';

// This file's own bucket on the run's s3rver: no other test file sees it.
const BUCKET = 'publish-build';
let root: string | undefined;
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const write = async (path: string, text: string) => {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
};

describe('publishing the site and the console to the site bucket', () => {
  it('stores each file with its type and caching, the console under admin/, pages after assets', async () => {
    root = await mkdtemp(join(tmpdir(), 'club-publish-'));
    const web = join(root, 'web');
    const admin = join(root, 'admin');
    await write(join(web, 'index.html'), '<!doctype html><title>Club</title>');
    await write(join(web, 'robots.txt'), 'User-agent: *\n');
    await write(join(web, 'sitemap.xml'), '<urlset/>');
    await write(join(web, 'assets/index-AbC123.js'), 'console.log(1)');
    await write(join(web, 'assets/index-DeF456.css'), 'body{}');
    await write(join(admin, 'index.html'), '<!doctype html><title>Console</title>');
    await write(join(admin, 'assets/index-Xy12.js'), 'console.log(2)');

    const s3 = s3Client(
      readConfig({ TABLE_NAME: 'unused', UPLOADS_BUCKET: BUCKET, ...inject('emulatorEnv') }),
    );
    await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
    // The order the bucket saw: each upload's start and end, as the SDK sent and got them.
    const seen: string[] = [];
    s3.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName !== 'PutObjectCommand') return next(args);
        const key = (args.input as { Key?: string }).Key;
        seen.push(`start ${key}`);
        const result = await next(args);
        seen.push(`done ${key}`);
        return result;
      },
      { step: 'initialize' },
    );

    const plan = await planPublish([
      { name: 'the site', dir: web, prefix: '' },
      { name: 'the console', dir: admin, prefix: 'admin/' },
    ]);
    await publishPlan(s3, BUCKET, plan);

    const stored: Record<string, [string | undefined, string | undefined]> = {};
    for (const { key } of plan) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      stored[key] = [head.ContentType, head.CacheControl];
    }
    const year = 'public, max-age=31536000, immutable';
    expect(stored).toEqual({
      'assets/index-AbC123.js': ['text/javascript; charset=utf-8', year],
      'assets/index-DeF456.css': ['text/css; charset=utf-8', year],
      'admin/assets/index-Xy12.js': ['text/javascript; charset=utf-8', year],
      'robots.txt': ['text/plain; charset=utf-8', 'no-cache'],
      'sitemap.xml': ['application/xml; charset=utf-8', 'no-cache'],
      'index.html': ['text/html; charset=utf-8', 'no-cache'],
      'admin/index.html': ['text/html; charset=utf-8', 'no-cache'],
    });

    const consolePage = await s3.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'admin/index.html' }),
    );
    expect(await consolePage.Body!.transformToString()).toContain('<title>Console</title>');

    const lastAssetDone = seen.findLastIndex((e) => /^done .*assets\//.test(e));
    const firstOtherStart = seen.findIndex((e) => /^start /.test(e) && !e.includes('assets/'));
    expect(lastAssetDone).toBeGreaterThan(-1);
    expect(lastAssetDone).toBeLessThan(firstOtherStart);
    const firstPageStart = seen.findIndex((e) => /^start .*index\.html$/.test(e));
    expect(seen.findLastIndex((e) => /^done .*\.(txt|xml)$/.test(e))).toBeLessThan(firstPageStart);
  });
});
