import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPath,
  EDGE_SECRET_HEADER,
  legacyPath,
  pageSecurityHeaders,
  SITE_DATA_PATH,
  team,
  uploadsBucketOrigin,
} from '@club/model';
import {
  ACKNOWLEDGEMENTS,
  lintTemplate,
  headersOfPolicy,
  type responseHeadersPolicy,
  SITE_ROUTER_CODE,
} from '@club/deploy';
import { ROOT } from '@club/local';

/**
 * What `npm run deploy -- --stage prod` would send to AWS, packaged offline once for this file:
 * the functions' zips, and the template read as CloudFront, S3, DynamoDB and IAM would read it,
 * then linted as AWS's own tools would (npm run lint:template).
 */

const run = promisify(execFile);
const serverless = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let out: string;
let template: Json;
const resources = () => template.Resources as Record<string, Json>;
const ofType = (type: string) =>
  Object.entries(resources()).filter(([, r]) => r.Type === type) as [string, Json][];
const distribution = () => resources().Distribution!.Properties.DistributionConfig as Json;

const sls = (args: string[], buildFolder: string) =>
  run(process.execPath, [serverless, ...args], {
    cwd: ROOT,
    env: { ...process.env, SLS_TELEMETRY_DISABLED: '1', ESBUILD_WORK_FOLDER: buildFolder },
    maxBuffer: 32 * 1024 * 1024,
  });

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'club-template-'));
  await sls(['package', '--stage', 'prod', '--package', join(out, 'package')], join(out, 'build'));
  template = JSON.parse(
    await readFile(join(out, 'package', 'cloudformation-template-update-stack.json'), 'utf8'),
  );
}, 240_000);
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

const KB = 1024;

const zipAt = async (name: string) => {
  const zip = await JSZip.loadAsync(await readFile(join(out, 'package', name)));
  return { zip, listing: Object.keys(zip.files).join('\n') };
};

describe("the functions' zips", () => {
  it('a small API without the image library, a media function with sharp for Lambda', async () => {
    // The API starts without the image library: a zip of its own, without sharp or file-type.
    const api = await zipAt('api.zip');
    expect((await stat(join(out, 'package', 'api.zip'))).size).toBeLessThan(1024 * KB);
    expect(api.listing).toContain('functions/src/handler.js');
    expect(api.listing).not.toMatch(/node_modules\/(sharp|@img|file-type)\//);
    const handler = await api.zip.file('functions/src/handler.js')!.async('string');
    expect(handler.length).toBeLessThan(250 * KB);
    expect(handler).not.toMatch(/require\(["']sharp["']\)/);
    // Only the media function carries sharp, installed for Lambda's Linux x64.
    const media = await zipAt('media.zip');
    expect(media.listing).toContain('functions/src/media-handler.js');
    expect(media.listing).toMatch(/node_modules\/@img\/sharp-linux-x64\//);
    // ...and loads, of the AWS SDK Lambda provides, only the S3 client it uses.
    const mediaHandler = await media.zip.file('functions/src/media-handler.js')!.async('string');
    expect(new Set(mediaHandler.match(/require\("@aws-sdk\/[^"]+"\)/g))).toEqual(
      new Set(['require("@aws-sdk/client-s3")']),
    );
    const sweep = await zipAt('sweep.zip');
    expect(sweep.listing).not.toMatch(/node_modules\/(sharp|@img)\//);
    for (const { listing } of [api, media, sweep]) {
      expect(listing).not.toContain('node_modules/@aws-sdk/');
      expect(listing).not.toContain('node_modules/react');
    }
  });
});

describe('the API and its functions', () => {
  it('one /api route, CORS for the site only, uploads expire, each role only its rights', () => {
    const fn = template.Resources.ApiLambdaFunction;
    const resources = Object.values(template.Resources) as {
      Type: string;
      Properties: Record<string, unknown>;
    }[];
    const types = resources.map((r) => r.Type);
    expect(types).toEqual(
      expect.arrayContaining(['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::ApiGatewayV2::Api']),
    );
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
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
    );
    const statementsOf = (role: string) =>
      (
        template.Resources[role].Properties.Policies as {
          PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] };
        }[]
      ).flatMap((p) => p.PolicyDocument.Statement);
    const rights = (role: string, service: string) =>
      statementsOf(role)
        .filter((s) => [s.Action].flat().some((a) => a.startsWith(`${service}:`)))
        .map((s) => [[s.Action].flat().sort(), JSON.stringify(s.Resource)]);
    // The API's S3 rights are named actions on the two prefixes it uses, never a wildcard.
    // It never reads a file: checking and storing them is the media function's.
    expect(rights('ApiRole', 's3')).toEqual([
      [['s3:DeleteObject'], expect.stringContaining('/Upload/*')],
      [['s3:PutObject'], expect.stringContaining('/incoming/*')],
    ]);
    // It may invoke the media function, and no other.
    expect(rights('ApiRole', 'lambda')).toEqual([
      [['lambda:InvokeFunction'], JSON.stringify({ 'Fn::GetAtt': ['MediaLambdaFunction', 'Arn'] })],
    ]);
    expect(fn.Properties.Environment.Variables.MEDIA_FUNCTION).toBe(
      template.Resources.MediaLambdaFunction.Properties.FunctionName,
    );

    // The media function reads and removes uploads and writes stored files: nothing else.
    const mediaFn = template.Resources.MediaLambdaFunction.Properties;
    expect(mediaFn).toMatchObject({
      MemorySize: 1536,
      Timeout: 25,
      Role: { 'Fn::GetAtt': ['MediaRole', 'Arn'] },
    });
    expect(mediaFn.Timeout).toBeLessThan(fn.Properties.Timeout);
    expect(rights('MediaRole', 's3')).toEqual([
      [['s3:DeleteObject', 's3:GetObject'], expect.stringContaining('/incoming/*')],
      [['s3:PutObject'], expect.stringContaining('/Upload/*')],
    ]);
    const mediaActions = statementsOf('MediaRole').flatMap((s) => [s.Action].flat());
    expect(mediaActions.filter((a) => !/^(s3|logs):/.test(a))).toEqual([]);
    expect(mediaActions.some((a) => a.includes('*'))).toBe(false);
  });
});

describe('the template, linted', () => {
  it('has no finding that is neither fixed nor acknowledged with a reason', () => {
    const { unacknowledged, acknowledged } = lintTemplate(template, ACKNOWLEDGEMENTS);
    // The list itself on failure: rule, resource and message of each finding.
    expect(unacknowledged).toEqual([]);
    // The linter did read the template: the accepted findings were found, not skipped.
    expect(acknowledged.length).toBeGreaterThan(0);
  }, 120_000);
});

/** CloudFront's path patterns: `*` any run of characters, `?` one, case-sensitive. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);

/** The behaviour CloudFront applies to a path: the first pattern that matches, else the default. */
const behaviourFor = (path: string) =>
  ((distribution().CacheBehaviors as Json[]).find((b) => matches(b.PathPattern, path)) ??
    distribution().DefaultCacheBehavior) as Json;

const refOf = (value: Json) => value.Ref ?? value['Fn::GetAtt']?.[0];

describe('the CloudFront distribution', () => {
  it.each([
    ['/', 'site'],
    ['/team', 'site'],
    ['/show/a%20b', 'site'],
    ['/assets/index-3f2a.js', 'site'],
    ['/admin', 'site'],
    ['/admin/team/create', 'site'],
    [SITE_DATA_PATH, 'api'],
    [legacyPath(team, 'list'), 'api'],
    // The header strip's old double-slash address goes on to the API as it is.
    ['/api/uperheader//viewuperheader', 'api'],
    ['/Upload/image/team/3b1e.webp', 'uploads'],
  ])('sends %s to the %s origin', (path, origin) => {
    expect(behaviourFor(path).TargetOriginId).toBe(origin);
  });

  it('reads both buckets through Origin Access Control and the API over HTTPS only', () => {
    const origins = Object.fromEntries(
      (distribution().Origins as Json[]).map((o) => [o.Id, o]),
    ) as Record<string, Json>;
    expect(refOf(origins.site!.DomainName)).toBe('SiteBucket');
    expect(refOf(origins.uploads!.DomainName)).toBe('UploadsBucket');
    for (const bucket of [origins.site!, origins.uploads!]) {
      expect(refOf(bucket.OriginAccessControlId)).toBe('BucketAccessControl');
      expect(bucket.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    }
    expect(JSON.stringify(origins.api!.DomainName)).toContain('execute-api');
    expect(origins.api!.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const [, control] = ofType('AWS::CloudFront::OriginAccessControl')[0]!;
    expect(control.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
    });
  });

  it('serves nothing over plain HTTP, compresses everything and sends the security headers', () => {
    const behaviours = [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors];
    for (const b of behaviours as Json[]) {
      expect(['redirect-to-https', 'https-only'], b.PathPattern).toContain(b.ViewerProtocolPolicy);
      expect(b.Compress, b.PathPattern).toBe(true);
      expect(b.ResponseHeadersPolicyId, b.PathPattern).toBeDefined();
    }
    expect(distribution().HttpVersion).toBe('http2and3');
  });

  it("gives pages and files the site's security headers, HSTS included", () => {
    const policyId = refOf(behaviourFor('/team').ResponseHeadersPolicyId);
    const policy = resources()[policyId]!.Properties.ResponseHeadersPolicyConfig as ReturnType<
      typeof responseHeadersPolicy
    >;
    const expected = pageSecurityHeaders({
      uploadsOrigin: uploadsBucketOrigin('robotics-club-prod-uploads', 'us-east-1'),
      https: true,
    });
    expect(headersOfPolicy(policy)).toEqual(expected);
    expect(expected['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    for (const path of ['/admin/team', '/Upload/image/team/x.webp'])
      expect(refOf(behaviourFor(path).ResponseHeadersPolicyId)).toBe(policyId);
  });

  it("keeps the API's own stricter headers and adds HSTS to them", () => {
    const policyId = refOf(behaviourFor(legacyPath(team, 'list')).ResponseHeadersPolicyId);
    const config = resources()[policyId]!.Properties.ResponseHeadersPolicyConfig as Json;
    expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toMatchObject({
      ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'",
      Override: false,
    });
    expect(config.SecurityHeadersConfig.StrictTransportSecurity.Override).toBe(true);
  });

  it('routes page addresses to index.html with its own function, not with error pages', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
    const [id, fn] = ofType('AWS::CloudFront::Function')[0]!;
    expect(fn.Properties.FunctionCode).toBe(SITE_ROUTER_CODE);
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    for (const path of ['/team', '/admin/team'])
      expect(behaviourFor(path).FunctionAssociations).toEqual([
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [id, 'FunctionMetadata.FunctionARN'] },
        },
      ]);
    for (const path of [legacyPath(team, 'list'), '/Upload/image/team/x.webp'])
      expect(behaviourFor(path).FunctionAssociations).toBeUndefined();
  });
});

describe('caching at the CDN', () => {
  const policyOf = (path: string) => {
    const id = behaviourFor(path).CachePolicyId;
    return typeof id === 'string'
      ? id
      : (resources()[refOf(id)]!.Properties.CachePolicyConfig as Json);
  };

  it('never caches the API, except the public site-data call by its own Cache-Control', () => {
    expect(policyOf(legacyPath(team, 'list'))).toBe(CACHING_DISABLED);
    expect(policyOf(adminPath('login'))).toBe(CACHING_DISABLED);
    const siteData = policyOf(SITE_DATA_PATH) as Json;
    // Nothing is kept that the answer does not allow, and no visitor's cookie is in the key.
    expect(siteData).toMatchObject({ MinTTL: 0, DefaultTTL: 0 });
    expect(siteData.ParametersInCacheKeyAndForwardedToOrigin.CookiesConfig).toEqual({
      CookieBehavior: 'none',
    });
    expect(behaviourFor(SITE_DATA_PATH).AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('passes the API what it reads, the visitor address included, but never the Host', () => {
    const id = refOf(behaviourFor(legacyPath(team, 'list')).OriginRequestPolicyId);
    const config = resources()[id]!.Properties.OriginRequestPolicyConfig as Json;
    expect(config.CookiesConfig.CookieBehavior).toBe('all');
    expect(config.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['Origin', 'Content-Type', 'CloudFront-Viewer-Address']),
    );
    // CachingDisabled enables no compression, so CloudFront compresses nothing and forwards
    // Accept-Encoding only when listed here: without it every API answer would go uncompressed.
    expect(policyOf(legacyPath(team, 'list'))).toBe(CACHING_DISABLED);
    expect(config.HeadersConfig.Headers).toContain('Accept-Encoding');
    expect(config.HeadersConfig.Headers).not.toContain('Host');
    expect(behaviourFor(legacyPath(team, 'list')).AllowedMethods).toEqual(
      expect.arrayContaining(['POST', 'PUT', 'DELETE']),
    );
  });

  it("keeps site files and stored files as long as each file's Cache-Control says", () => {
    for (const path of ['/assets/index-3f2a.js', '/index.html', '/Upload/image/team/x.webp']) {
      const policy = policyOf(path) as Json;
      // MinTTL 0: `no-cache` on index.html is honoured; hashed files say a year themselves.
      expect(policy, path).toMatchObject({ MinTTL: 0, MaxTTL: 31536000 });
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin, path).toMatchObject({
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
    }
  });
});

describe('storage that survives mistakes', () => {
  it.each(['SiteBucket', 'UploadsBucket'])(
    '%s is private, encrypted, HTTPS-only, read only by this distribution, and retained',
    (name) => {
      const bucket = resources()[name]!;
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.UpdateReplacePolicy).toBe('Retain');
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(
        bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]
          .ServerSideEncryptionByDefault.SSEAlgorithm,
      ).toBe('AES256');
      const [, policy] = ofType('AWS::S3::BucketPolicy').find(
        ([, p]) => p.Properties.Bucket.Ref === name,
      )!;
      const statements = policy.Properties.PolicyDocument.Statement as Json[];
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Principal: '*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
      for (const s of statements.filter((s) => s.Effect === 'Allow')) {
        expect(s.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
        expect(JSON.stringify(s.Condition)).toContain('Distribution');
      }
    },
  );

  it("keeps the deploy's own bucket of packaged code private and HTTPS-only", () => {
    const bucket = resources().ServerlessDeploymentBucket!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === 'ServerlessDeploymentBucket',
    )!;
    expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': false } },
      }),
    );
  });

  it('serves stored files only, never the uploads still waiting under incoming/', () => {
    const [, policy] = ofType('AWS::S3::BucketPolicy').find(
      ([, p]) => p.Properties.Bucket.Ref === 'UploadsBucket',
    )!;
    const reads = (policy.Properties.PolicyDocument.Statement as Json[]).filter((s) =>
      [s.Action].flat().includes('s3:GetObject'),
    );
    expect(reads.map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining('/Upload/*'),
    ]);
  });

  it('keeps old versions of stored files for a month', () => {
    const uploads = resources().UploadsBucket!.Properties;
    expect(uploads.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(uploads.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
    );
  });

  it('the content table has point-in-time recovery, deletion protection and is retained', () => {
    const table = resources().ContentTable!;
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
  });

  it('lets the table’s time-to-live remove login counters, sessions and list parts by expiresAt', () => {
    // The API writes expiresAt on what it keeps for a while (dynalite ignores time-to-live;
    // expired items are skipped when read, so the rules never depend on the deletion).
    expect(resources().ContentTable!.Properties.TimeToLiveSpecification).toEqual({
      AttributeName: 'expiresAt',
      Enabled: true,
    });
  });
});

describe('least privilege', () => {
  const allowed = () =>
    ofType('AWS::IAM::Role').flatMap(([role, r]) =>
      ((r.Properties.Policies ?? []) as Json[]).flatMap((p) =>
        (p.PolicyDocument.Statement as Json[])
          .filter((s) => s.Effect === 'Allow')
          .map((s) => ({ ...s, role }) as Json),
      ),
    );
  const resourceTexts = (resource: unknown) =>
    [resource].flat().map((r) => {
      const sub = (r as Json)?.['Fn::Sub'];
      return typeof r === 'string' ? r : typeof sub === 'string' ? sub : JSON.stringify(r);
    });

  it('no role may do everything to a service, or anything to everything', () => {
    expect(allowed().length).toBeGreaterThan(5);
    for (const s of allowed()) {
      for (const action of [s.Action].flat() as string[])
        expect(action, `${s.role} ${action}`).not.toMatch(/(^\*$|:\*|\*$)/);
      for (const resource of resourceTexts(s.Resource)) {
        expect(resource, s.role).not.toBe('*');
        // A whole bucket's objects, or every identity, log group or table of the account.
        expect(resource, s.role).not.toMatch(/(\.Arn\}\/\*$|:identity\/\*$|:\*:\*|table\/\*$)/);
      }
    }
    for (const [role, r] of ofType('AWS::IAM::Role'))
      expect(r.Properties.ManagedPolicyArns, role).toBeUndefined();
  });

  it('the API sends mail only as the sender the deploy names, to the inbox it names', () => {
    const mail = allowed().filter((s) => [s.Action].flat().includes('ses:SendEmail'));
    expect(mail.map((s) => s.role)).toEqual(['ApiRole']);
    const identities = resourceTexts(mail[0]!.Resource);
    expect(identities).toHaveLength(4);
    expect(identities[0]).toMatch(/identity\/website@robotics-club\.invalid$/);
    expect(identities[2]).toMatch(/identity\/club@robotics-club\.invalid$/);
    // The other two are the addresses' domains, for an identity verified as a whole domain.
    expect(identities[1]).toContain('"Fn::Split":["@","website@robotics-club.invalid"]');
  });
});

describe('parameters of a deploy', () => {
  it('puts the distribution on a custom domain with its certificate, and the API behind its edge secret', async () => {
    const { stdout } = await sls(
      [
        'print',
        '--stage',
        'prod',
        '--format',
        'json',
        '--param=domainName=robotics.example.org',
        '--param=certificateArn=arn:aws:acm:us-east-1:123456789012:certificate/abc',
        `--param=edgeSecret=${'s'.repeat(43)}`,
      ],
      join(out, 'build'),
    );
    const config = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Json;
    const cdn = config.resources as Json;
    const settings = cdn.Resources.Distribution.Properties.DistributionConfig;
    expect(settings.Aliases).toEqual(['robotics.example.org']);
    expect(settings.ViewerCertificate).toEqual({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      SslSupportMethod: 'sni-only',
      MinimumProtocolVersion: 'TLSv1.2_2021',
    });
    expect(cdn.Outputs.SiteUrl.Value).toBe('https://robotics.example.org');
    expect(cdn.Outputs.ConsoleUrl.Value).toBe('https://robotics.example.org/admin/');
    // The CDN proves to the API that a request came through it with the stage's edge secret.
    const api = (settings.Origins as Json[]).find((o) => o.Id === 'api')!;
    expect(api.OriginCustomHeaders).toEqual([
      { HeaderName: EDGE_SECRET_HEADER, HeaderValue: 's'.repeat(43) },
    ]);
    expect(config.provider.environment.EDGE_SECRET).toBe('s'.repeat(43));
    // Without one, CloudFront's own address and certificate serve.
    expect(distribution().Aliases).toEqual({ Ref: 'AWS::NoValue' });
    expect(distribution().ViewerCertificate).toEqual({ CloudFrontDefaultCertificate: true });
    expect(template.Outputs.SiteUrl.Value).toEqual({
      'Fn::Sub': 'https://${Distribution.DomainName}',
    });
  }, 120_000);
});
