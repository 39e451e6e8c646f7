import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// The plugins serverless.yml bundles every function with (custom.esbuild.plugins).
const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const plugins = createRequire(import.meta.url)('../../esbuild/plugins.cjs') as Plugin[];

const folder = await mkdtemp(join(tmpdir(), 'esbuild-plugins-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Bundles `entry` as serverless.yml does (the AWS SDK inside), with or without the plugins. */
const bundle = async (entry: string, withPlugins: boolean) => {
  const result = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'cjs',
    write: false,
    plugins: withPlugins ? plugins : [],
  });
  return result.outputFiles[0]!.text;
};

const load = async (code: string, name: string) => {
  const file = join(folder, `${name}.cjs`);
  await writeFile(file, code);
  return createRequire(file)(file) as { message: string; locales: string[] };
};

describe("the functions' bundles", () => {
  it("keep zod's English messages only, and zod still words its errors in English", async () => {
    // The import that defeats tree shaking: `z` is one object, its locales included.
    const entry = `import { z } from 'zod';
      export const message = z.string().safeParse(1).error.issues[0].message;
      export const locales = Object.keys(z.locales);`;
    const every = await bundle(entry, false);
    const english = await bundle(entry, true);

    expect((await load(every, 'every')).locales).toContain('de');
    expect({ ...(await load(english, 'english')) }).toEqual({
      message: 'Invalid input: expected string, received number',
      locales: ['en'],
    });
    expect(every.length - english.length).toBeGreaterThan(200_000);
  });

  it('carry the AWS SDK clients they use, and no other', async () => {
    // As in storage/clients.ts: a factory per client, of which a function uses some.
    const entry = `import { S3Client } from '@aws-sdk/client-s3';
      import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
      import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
      import { SESv2Client } from '@aws-sdk/client-sesv2';
      const documentClient = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
      const sesClient = () => new SESv2Client({});
      const s3Client = () => new S3Client({});
      export const files = s3Client;`;
    const every = await bundle(entry, false);
    const used = await bundle(entry, true);
    // Without the plugins the DynamoDB client stays, unused.
    expect(every.includes('DynamoDB_20120810')).toBe(true);
    expect(used.includes('DynamoDB_20120810')).toBe(false);
    expect(used.includes('SimpleEmailService_v2')).toBe(false);
    expect(used.includes('AmazonS3')).toBe(true);
    // Nothing is left for Lambda's runtime to provide (an SDK message that names a require in
    // brackets is only text).
    expect(used.match(/(?<!\[)require\("@aws-sdk\/[^"]+"\)/g)).toBeNull();
  });
});
