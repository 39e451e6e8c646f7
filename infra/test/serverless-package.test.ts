import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/local/stack.js';

const run = promisify(execFile);
const serverless = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');
let out: string;
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('serverless package (the deploy path)', () => {
  it(
    'builds the API bundle with sharp for Lambda and a template with the table, bucket (CORS, expiry) and /api route',
    { timeout: 180_000 },
    async () => {
      out = await mkdtemp(join(tmpdir(), 'club-package-'));
      await run(process.execPath, [serverless, 'package', '--package', out], {
        cwd: ROOT,
        env: { ...process.env, SLS_TELEMETRY_DISABLED: '1' },
      });

      const zip = await JSZip.loadAsync(await readFile(join(out, 'robotics-club.zip')));
      const listing = Object.keys(zip.files).join('\n');
      expect(listing).toContain('functions/src/handler.js');
      expect(listing).toMatch(/node_modules\/@img\/sharp-linux-x64\//);
      expect(listing).not.toContain('node_modules/@aws-sdk/');
      expect(listing).not.toContain('node_modules/react');

      const template = JSON.parse(
        await readFile(join(out, 'cloudformation-template-update-stack.json'), 'utf8'),
      );
      const resources = Object.values(template.Resources) as {
        Type: string;
        Properties: Record<string, unknown>;
      }[];
      const types = resources.map((r) => r.Type);
      expect(types).toEqual(
        expect.arrayContaining([
          'AWS::DynamoDB::Table',
          'AWS::S3::Bucket',
          'AWS::ApiGatewayV2::Api',
        ]),
      );
      const fn = resources.find((r) => r.Type === 'AWS::Lambda::Function')!;
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      const route = resources.find((r) => r.Type === 'AWS::ApiGatewayV2::Route')!;
      expect(route.Properties.RouteKey).toBe('ANY /api/{proxy+}');
      // Only the site's origin gets credentialed CORS, and only it may write (SITE_ORIGIN).
      const httpApi = resources.find((r) => r.Type === 'AWS::ApiGatewayV2::Api')!;
      expect(httpApi.Properties.CorsConfiguration).toEqual({
        AllowOrigins: ['https://robotics-club.invalid'],
        AllowCredentials: true,
        AllowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
        AllowHeaders: ['Content-Type', 'Accept', 'Range'],
        ExposeHeaders: ['Content-Range'],
        MaxAge: 600,
      });
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { SITE_ORIGIN: 'https://robotics-club.invalid' },
      });

      // Direct uploads: POST from the site's page only, abandoned uploads expire in a day.
      const bucket = template.Resources.UploadsBucket;
      expect(bucket.Properties.CorsConfiguration).toEqual({
        CorsRules: [
          {
            AllowedMethods: ['POST'],
            AllowedOrigins: ['https://robotics-club.invalid'],
            MaxAge: 3000,
          },
        ],
      });
      expect(bucket.Properties.LifecycleConfiguration).toEqual({
        Rules: [
          expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
        ],
      });
      // The API's S3 rights are named actions on the two prefixes it uses, never a wildcard.
      const role = template.Resources.ApiRole;
      const statements = (
        role.Properties.Policies as {
          PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
        }[]
      ).flatMap((p) => p.PolicyDocument.Statement);
      const s3 = statements.filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
      expect(s3.map((s) => [[s.Action].flat().sort(), JSON.stringify(s.Resource)])).toEqual([
        [['s3:DeleteObject', 's3:PutObject'], expect.stringContaining('/Upload/*')],
        [
          ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'],
          expect.stringContaining('/incoming/*'),
        ],
      ]);
    },
  );
});
