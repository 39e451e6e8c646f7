import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminPath,
  certificate,
  EXPORT_PATH,
  fileKey,
  historyPath,
  recordPath,
  restoreVersionPath,
  restPath,
  storedFilesOf,
  STORED_FILES_PREFIX,
  certificateCode,
  certificatePath,
  EDGE_SECRET_HEADER,
  legacyPath,
  pageSecurityHeaders,
  NOT_FOUND_PAGES,
  PUBLISHED_PREFIX,
  publishedResources,
  SITE_DATA_PATH,
  team,
  uploadsBucketOrigin,
  type ResourceDefinition,
} from '@club/model';
import {
  ACKNOWLEDGEMENTS,
  stageNames,
  lintTemplate,
  headersOfPolicy,
  publishedFileOf,
  type responseHeadersPolicy,
  SITE_ROUTER_CODE,
} from '@club/deploy';
import {
  buildDeps,
  createHandler,
  createLogger,
  ensureTable,
  readConfig,
  s3Client,
} from '@club/functions';
import {
  directUploads,
  httpApiEvent,
  memberFields,
  testApi,
  type CallOptions,
} from '@club/functions/testing';
import { pngBytes } from '@club/testkit';
import { ROOT } from '@club/local';
import { actAsRole, allows, statementsOf, type Stage } from './support/acting-as-role.js';

/**
 * What `npm run deploy -- --stage prod` would send to AWS, packaged offline once for this file
 * as on a Mac: the functions' zips, and the template read as CloudFront, S3, DynamoDB and IAM
 * would read it, then linted as AWS's own tools would (npm run lint:template).
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

/**
 * npm as on a Mac with Apple silicon: it installs a native package's binaries for macOS arm64
 * unless told to install them for another machine (and, off Linux, knows no C library).
 */
const AS_ON_A_MAC = {
  npm_config_os: 'darwin',
  npm_config_cpu: 'arm64',
  npm_config_libc: undefined,
};

const sls = (args: string[], buildFolder: string) =>
  run(process.execPath, [serverless, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...AS_ON_A_MAC,
      SLS_TELEMETRY_DISABLED: '1',
      ESBUILD_WORK_FOLDER: buildFolder,
    },
    maxBuffer: 32 * 1024 * 1024,
  });

// Four bundles with their AWS SDK clients: minutes on a busy machine.
// serverless-esbuild puts its work folder under the checkout, whatever path it is given: a
// folder of the ones git and lint ignore, removed after.
const workFolder = `.esbuild-runs/${process.pid}-template`;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'club-template-'));
  await sls(['package', '--stage', 'prod', '--package', join(out, 'package')], workFolder);
  template = JSON.parse(
    await readFile(join(out, 'package', 'cloudformation-template-update-stack.json'), 'utf8'),
  );
});
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
  await rm(join(ROOT, workFolder), { recursive: true, force: true });
});

const KB = 1024;

const zipAt = async (name: string) => {
  const zip = await JSZip.loadAsync(await readFile(join(out, 'package', name)));
  return { zip, listing: Object.keys(zip.files).join('\n') };
};

describe("the functions' zips", () => {
  it('a small API without the image library, a media function with sharp', async () => {
    // The API starts without the image library: a zip of its own, without sharp or file-type.
    const api = await zipAt('api.zip');
    // It signs certificates: jsonld, rdf-canonize and the bundled contexts are 700 KB of its
    // bundle, loaded the first time it signs (credential-service.ts), not at each cold start.
    // 1.51 MB with the rules on accounts, sends and look-alike codes (issue 31); 3.0 MB with the
    // AWS SDK clients it uses bundled (issue 32: DynamoDB, S3, Lambda, SESv2 and SSM, whose
    // models are most of that). A bound, not a goal.
    expect((await stat(join(out, 'package', 'api.zip'))).size).toBeLessThan(3200 * KB);
    expect(api.listing).toContain('functions/src/handler.js');
    expect(api.listing).not.toMatch(/node_modules\/(sharp|@img|file-type)\//);
    const handler = await api.zip.file('functions/src/handler.js')!.async('string');
    // 2.3 MB, the SDK's clients 1.3 MB of it.
    expect(handler.length).toBeLessThan(2560 * KB);
    expect(handler).not.toMatch(/require\(["']sharp["']\)/);
    // It carries the SES client it mails with, attachments and all, rather than trusting the
    // runtime's, which may predate them and would drop a certificate's file without a word.
    expect(handler).toContain('"SimpleEmailService_v2"');
    expect(handler).toMatch(/"SendEmail"/);
    expect(handler).toMatch(/="Attachments"/);
    // Only the media function carries sharp.
    const media = await zipAt('media.zip');
    expect(media.listing).toContain('functions/src/media-handler.js');
    expect(media.listing).toContain('node_modules/sharp/package.json');
    // ...and carries, of the AWS SDK, only the S3 client it uses.
    const mediaHandler = await media.zip.file('functions/src/media-handler.js')!.async('string');
    expect(mediaHandler).toContain('AmazonS3');
    expect(mediaHandler).not.toContain('SimpleEmailService_v2');
    expect(mediaHandler).not.toContain('DynamoDB_20120810');
    const sweep = await zipAt('sweep.zip');
    expect(sweep.listing).not.toMatch(/node_modules\/(sharp|@img)\//);
    // The sweep and the publisher read records: none of the signing code.
    const sweepHandler = await sweep.zip.file('functions/src/sweep-handler.js')!.async('string');
    expect(sweepHandler).not.toContain('eddsa-rdfc-2022');
    // Every function carries the SDK in its bundle: nothing is left for Lambda's runtime to give
    // (an SDK message that names a require in brackets is only text).
    const sdkRequires = /(?<!\[)require\("@aws-sdk\/[^"]+"\)/g;
    for (const code of [handler, mediaHandler, sweepHandler])
      expect(code.match(sdkRequires)).toBeNull();
    for (const { listing } of [api, media, sweep]) {
      expect(listing).not.toContain('node_modules/@aws-sdk/');
      expect(listing).not.toContain('node_modules/react');
    }
  });

  it("a publish function with the site's renderer, and none of the deploy's own tools", async () => {
    // The publisher takes one routing helper from @club/deploy, whose entry also names the
    // template's linter (aws-cdk-lib, cdk-nag: 40 MB). The package says it has no side effects
    // (deploy/package.json), so the bundle keeps what the publisher uses and no more.
    const publish = await zipAt('publish.zip');
    const handler = await publish.zip.file('publish/src/handler.js')!.async('string');
    // 1.8 MB with the DynamoDB, S3 and CloudFront clients bundled.
    expect(handler.length).toBeLessThan(2048 * KB);
    expect(handler.match(/(?<!\[)require\("@aws-sdk\/[^"]+"\)/g)).toBeNull();
    expect(handler).not.toMatch(/aws-cdk-lib|cdk-nag|AwsSolutions/);
    // It renders a certificate's page but never runs its in-browser check.
    expect(handler).not.toContain('rdf-canonize');
    expect(publish.listing).not.toMatch(/node_modules\/(sharp|@img|@aws-sdk|react)\//);
  });

  it("packaged on a Mac, the media function carries sharp for Lambda's Linux x64 alone", async () => {
    // To npm, the packaging's environment is a Mac's: it would install sharp for macOS there.
    expect(await npmWouldInstallSharpAsOnAMac()).toContain('@img/sharp-darwin-arm64');
    const { listing } = await zipAt('media.zip');
    // Lambda (nodejs22.x, x86_64) runs on Amazon Linux, whose C library is glibc.
    const binaries = listing
      .split('\n')
      .filter((file) => /\.(node|so[.\d]*|dylib|dll)$/.test(file));
    expect(binaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^node_modules\/@img\/sharp-linux-x64\/lib\/sharp-linux-x64[^/]*\.node$/,
        ),
        expect.stringMatching(
          /^node_modules\/@img\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so[.\d]*$/,
        ),
      ]),
    );
    for (const file of binaries)
      expect(file).toMatch(/^node_modules\/@img\/sharp-(libvips-)?linux-x64\//);
    // No other machine's sharp: not macOS's, Windows', Alpine's (musl) nor any ARM's.
    expect(new Set(listing.match(/@img\/sharp-[^/]+/g))).toEqual(
      new Set(['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64']),
    );
  });

  it.runIf(onLinuxX64WithGlibc())(
    'its sharp is complete: loaded from the zip alone, it converts a picture',
    async () => {
      const folder = join(await realpath(out), 'media');
      const { zip } = await zipAt('media.zip');
      for (const [name, entry] of Object.entries(zip.files)) {
        if (entry.dir) continue;
        await mkdir(dirname(join(folder, name)), { recursive: true });
        await writeFile(join(folder, name), await entry.async('nodebuffer'));
      }
      // A process of its own, outside the checkout: nothing but the zip's files to load.
      const { stdout } = await run(process.execPath, ['-e', CONVERT_A_PICTURE], { cwd: folder });
      const { loaded, format, width, height } = JSON.parse(stdout) as Json;
      expect({ format, width, height }).toEqual({ format: 'webp', width: 20, height: 15 });
      expect(loaded).toEqual([
        expect.stringContaining(join(folder, 'node_modules/@img/sharp-libvips-linux-x64/lib/')),
      ]);
    },
  );
});

/** What npm installs for sharp (the version the functions use) on a Mac, without installing it. */
const npmWouldInstallSharpAsOnAMac = async () => {
  const folder = join(out, 'as-on-a-mac');
  const { dependencies } = JSON.parse(
    await readFile(join(ROOT, 'functions', 'package.json'), 'utf8'),
  ) as { dependencies: Record<string, string> };
  await mkdir(folder);
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ private: true, dependencies: { sharp: dependencies.sharp } }),
  );
  const { stdout } = await run(
    'npm',
    // npm test runs each step with `npm run --silent`, whose loglevel every npm below inherits:
    // without its own, the dry run prints nothing.
    ['install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=notice'],
    { cwd: folder, env: { ...process.env, ...AS_ON_A_MAC } },
  );
  return stdout;
};

/** Only this machine can load sharp's Linux x64 binaries (glibc): Lambda's own platform. */
function onLinuxX64WithGlibc() {
  const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  const lambdaLike =
    process.platform === 'linux' && process.arch === 'x64' && !!header.glibcVersionRuntime;
  if (!lambdaLike)
    console.log(
      `Not loading the media zip's sharp: this machine (${process.platform} ${process.arch}) cannot run Lambda's Linux x64 binaries. CI does.`,
    );
  return lambdaLike;
}

/** Resizes a small PNG to WebP, as the media function does; names the libvips it loaded. */
const CONVERT_A_PICTURE = `
const { readFileSync } = require('node:fs');
const sharp = require('./node_modules/sharp');
(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  const webp = await sharp(png).resize(20).webp().toBuffer();
  const { format, width, height } = await sharp(webp).metadata();
  const loaded = [...new Set(readFileSync('/proc/self/maps', 'utf8').match(/\\S*libvips-cpp\\S*/g))];
  console.log(JSON.stringify({ loaded, format, width, height }));
})();
`;

// The publish function's own table and site bucket on the run's emulators.
const PUBLISH_TABLE = 'publish-role-content';
const PUBLISH_BUCKET = 'publish-role-site';

/** The built index.html as far as the publisher needs it: the marks a page fills in. */
const APP_SHELL_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--page-head--><title>DIU Robotics Club</title><!--/page-head--></head>
<body><!--page--><div id="root"></div><!--/page--><script type="module" src="/assets/index-AbC123.js"></script></body></html>`;

/** Calls the handler of the unzipped function as Lambda would; prints its answer last. */
const INVOKE_HANDLER = `
const { handler } = require('./publish/src/handler.js');
handler(JSON.parse(process.argv[1]), { awsRequestId: require('node:crypto').randomUUID() }).then(
  (answer) => console.log('ANSWER ' + JSON.stringify(answer)),
  (error) => { console.error(error); process.exit(1); },
);
`;

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
    // The API's S3 rights are named actions on the prefixes it uses, never a wildcard. Of the
    // stored files it removes them, asks whether one is still kept (a restore) and lists them
    // (an export; the listing's prefix is below, "the API's role"). It never reads an upload:
    // checking and storing them is the media function's. Of the site bucket it reads the 404
    // pages (the site's, a certificate's, and the three of events), and the app shell before
    // the first publish.
    expect(rights('ApiRole', 's3')).toEqual([
      [['s3:DeleteObject'], expect.stringContaining('/Upload/*')],
      [['s3:GetObject'], JSON.stringify({ 'Fn::Sub': '${UploadsBucket.Arn}/Upload/image/*' })],
      [['s3:ListBucket'], JSON.stringify({ 'Fn::GetAtt': ['UploadsBucket', 'Arn'] })],
      // A deleted record's files move to the bin and back (a copy and a delete each way).
      [
        ['s3:DeleteObject', 's3:GetObject'],
        JSON.stringify({ 'Fn::Sub': '${UploadsBucket.Arn}/bin/Upload/image/*' }),
      ],
      [['s3:PutObject'], JSON.stringify({ 'Fn::Sub': '${UploadsBucket.Arn}/bin/Upload/image/*' })],
      [['s3:PutObject'], JSON.stringify({ 'Fn::Sub': '${UploadsBucket.Arn}/Upload/image/*' })],
      [['s3:PutObject'], expect.stringContaining('/incoming/*')],
      [
        ['s3:GetObject'],
        JSON.stringify([
          ...Object.values(NOT_FOUND_PAGES).map((key) => ({
            'Fn::Sub': `\${SiteBucket.Arn}/${key}`,
          })),
          { 'Fn::Sub': '${SiteBucket.Arn}/index.html' },
        ]),
      ],
    ]);
    // It may invoke the media function and the publish function, and no other.
    expect(rights('ApiRole', 'lambda')).toEqual([
      [['lambda:InvokeFunction'], JSON.stringify({ 'Fn::GetAtt': ['MediaLambdaFunction', 'Arn'] })],
      [
        ['lambda:InvokeFunction'],
        JSON.stringify({ 'Fn::GetAtt': ['PublishLambdaFunction', 'Arn'] }),
      ],
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

describe("the API's role", () => {
  const stage = (table: string, bucket: string): Stage => ({
    account: '123456789012',
    region: 'us-east-1',
    names: {
      ContentTable: table,
      UploadsBucket: bucket,
      SiteBucket: 'robotics-club-prod-site',
      ApiLogGroup: '/aws/lambda/robotics-club-prod-api',
      MediaLambdaFunction: 'robotics-club-prod-media',
      PublishLambdaFunction: 'robotics-club-prod-publish',
    },
  });

  it('restores a version with its kept picture and exports the site, under the role alone', async () => {
    // The content is made as the console makes it, on the emulators with every right.
    const api = await testApi({ table: 'api-role-content' });
    const owner = await api.login();
    const upload = directUploads(() => ({ api, cookie: owner }));
    const photo = async (side: number) =>
      upload('team', 'image', new Uint8Array(await pngBytes(side, side)), 'image/png');
    const made = await api.call('POST', restPath(team), {
      json: { ...memberFields('Tahmid Hasan'), image: { upload: await photo(600) } },
      cookie: owner,
    });
    expect(made.status).toBe(201);
    const edited = await api.call('PUT', recordPath(team, made.body.id), {
      json: { ...made.body, image: { upload: await photo(400) }, version: made.body.version },
      cookie: owner,
    });
    expect(edited.status).toBe(200);

    // The same API, its every call to DynamoDB and S3 judged by the packaged ApiRole.
    const emulatorEnv = inject('emulatorEnv');
    const proxies = await actAsRole(
      template,
      'ApiRole',
      stage(api.config.TABLE_NAME, api.config.UPLOADS_BUCKET),
      { dynamodb: emulatorEnv.DYNAMODB_ENDPOINT!, s3: emulatorEnv.S3_ENDPOINT! },
    );
    try {
      const underRole = createHandler(
        buildDeps(
          readConfig({
            ...emulatorEnv,
            TABLE_NAME: api.config.TABLE_NAME,
            UPLOADS_BUCKET: api.config.UPLOADS_BUCKET,
            DYNAMODB_ENDPOINT: proxies.endpoints.DYNAMODB_ENDPOINT,
            S3_ENDPOINT: proxies.endpoints.S3_ENDPOINT,
          }),
          { logger: createLogger({ logLevel: 'SILENT' }) },
        ),
      );
      const call = async (method: string, path: string, options: CallOptions) => {
        const answer = await underRole(await httpApiEvent(method, path, options), {} as never);
        return { status: answer.statusCode, body: JSON.parse(String(answer.body ?? 'null')) };
      };

      // The first version's picture is kept (REPLACED_FILE_DAYS): the restore checks it is.
      const history = await call('GET', historyPath(team, made.body.id), { cookie: owner });
      const first = (history.body as { id: string }[]).at(-1)!;
      const restored = await call('POST', restoreVersionPath(team, made.body.id, first.id), {
        json: { version: edited.body.version },
        cookie: owner,
      });
      expect(restored.body?.message).toBeUndefined();
      expect(restored.status).toBe(200);
      expect(restored.body.image).toBe(made.body.image);

      // "Export everything" lists the stored files (the console fetches them from the site).
      const exported = await call('GET', EXPORT_PATH, { cookie: owner });
      expect(exported.body?.message).toBeUndefined();
      expect(exported.status).toBe(200);
      expect(exported.body.files).toEqual(
        expect.arrayContaining(
          [made.body.image, edited.body.image].flatMap((image: string) =>
            storedFilesOf(image).map((f) => fileKey(team, f)),
          ),
        ),
      );

      // Every S3 call was allowed, and was one of those the role names: nothing more needed.
      const s3Calls = proxies.calls.filter((c) => c.action.startsWith('s3:'));
      expect(s3Calls.filter((c) => !c.allowed)).toEqual([]);
      expect(new Set(s3Calls.map((c) => c.action))).toEqual(
        new Set(['s3:GetObject', 's3:ListBucket']),
      );
      expect(proxies.calls.filter((c) => !c.allowed)).toEqual([]);
    } finally {
      await proxies.close();
    }
  });

  it('may list only the stored files, and read no upload still waiting to be checked', () => {
    const bucket = 'robotics-club-prod-uploads';
    const names = stage('robotics-club-prod-content', bucket);
    const may = (action: string, resource: string, prefix?: string) =>
      allows(statementsOf(template, 'ApiRole'), names, {
        action,
        resource,
        ...(prefix === undefined ? {} : { prefix }),
      });
    const arn = `arn:aws:s3:::${bucket}`;
    expect(may('s3:ListBucket', arn, STORED_FILES_PREFIX)).toBe(true);
    expect(may('s3:GetObject', `${arn}/${fileKey(team, 'a.webp')}`)).toBe(true);
    // Not the whole bucket, nor the uploads the media function has not yet checked.
    expect(may('s3:ListBucket', arn)).toBe(false);
    expect(may('s3:ListBucket', arn, 'incoming/')).toBe(false);
    expect(may('s3:GetObject', `${arn}/incoming/3b1e`)).toBe(false);
    expect(may('s3:PutObject', `${arn}/${fileKey(team, 'a.webp')}`)).toBe(false);
  });
});

describe('the publish function', () => {
  const fn = () => resources().PublishLambdaFunction!.Properties as Json;

  it('is asked by the API after each change, retried twice, and publishes for the stage’s own CDN', () => {
    expect(fn()).toMatchObject({
      Runtime: 'nodejs22.x',
      Timeout: 120,
      Role: { 'Fn::GetAtt': ['PublishRole', 'Arn'] },
    });
    const env = fn().Environment.Variables as Json;
    const api = resources().ApiLambdaFunction!.Properties.Environment.Variables as Json;
    // The API asks this very function, by the name the stack gives it.
    expect(api.PUBLISH_FUNCTION).toBe(fn().FunctionName);
    expect(template.Outputs.PublishFunctionName.Value).toEqual({ Ref: 'PublishLambdaFunction' });
    // It writes where the API reads the 404 page, for the site's own address.
    expect(env.SITE_BUCKET).toBe(api.SITE_BUCKET);
    expect(env.SITE_ORIGIN).toBe(api.SITE_ORIGIN);
    expect(resources().SiteBucket!.Properties.BucketName).toBe(env.SITE_BUCKET);
    // It drops the copies of this stage's distribution, and needs no secret of the API's.
    expect(env.DISTRIBUTION_ID).toEqual({ Ref: 'Distribution' });
    expect(env.EDGE_SECRET).toBe('');
    // An asynchronous ask that fails is run again twice by Lambda.
    const retries = ofType('AWS::Lambda::EventInvokeConfig').map(([, r]) => r.Properties as Json);
    expect(retries).toEqual([
      expect.objectContaining({
        FunctionName: { Ref: 'PublishLambdaFunction' },
        Qualifier: '$LATEST',
        MaximumRetryAttempts: 2,
      }),
    ]);
  });

  it('may read only what the pages show and write only its lease and the pages', () => {
    const role = statementsOf(template, 'PublishRole');
    const stage: Stage = {
      account: '123456789012',
      region: 'us-east-1',
      names: {
        ContentTable: 'robotics-club-prod-content',
        SiteBucket: 'robotics-club-prod-site',
        UploadsBucket: 'robotics-club-prod-uploads',
        PublishLogGroup: '/aws/lambda/robotics-club-prod-publish',
        Distribution: 'E2PROD',
      },
    };
    const table = 'arn:aws:dynamodb:us-east-1:123456789012:table/robotics-club-prod-content';
    const may = (action: string, resource: string, leadingKeys?: string[]) =>
      allows(role, stage, { action, resource, ...(leadingKeys ? { leadingKeys } : {}) });

    for (const d of publishedResources) expect(may('dynamodb:Query', table, [d.name])).toBe(true);
    expect(may('dynamodb:BatchGetItem', table, ['team', 'team'])).toBe(true);
    expect(may('dynamodb:GetItem', table, ['list-stamp'])).toBe(true);
    expect(may('dynamodb:PutItem', table, ['publish-lease'])).toBe(true);
    expect(may('dynamodb:DeleteItem', table, ['publish-lease'])).toBe(true);
    // Not the administrator's account, the sessions, a whole table, nor any content's writes.
    expect(may('dynamodb:GetItem', table, ['admin'])).toBe(false);
    expect(may('dynamodb:Query', table, ['session'])).toBe(false);
    expect(may('dynamodb:BatchGetItem', table, ['team', 'admin'])).toBe(false);
    expect(may('dynamodb:Scan', table)).toBe(false);
    expect(may('dynamodb:PutItem', table, ['team'])).toBe(false);
    expect(may('dynamodb:UpdateItem', table, ['list-stamp'])).toBe(false);

    const site = 'arn:aws:s3:::robotics-club-prod-site';
    expect(may('s3:GetObject', `${site}/index.html`)).toBe(true);
    expect(may('s3:PutObject', `${site}${PUBLISHED_PREFIX}team.html`)).toBe(true);
    expect(may('s3:DeleteObject', `${site}${PUBLISHED_PREFIX}show/abc.html`)).toBe(true);
    // Not the build it is made from, nor the console, nor the uploads.
    expect(may('s3:PutObject', `${site}/index.html`)).toBe(false);
    expect(may('s3:GetObject', `${site}/admin/index.html`)).toBe(false);
    expect(may('s3:GetObject', 'arn:aws:s3:::robotics-club-prod-uploads/Upload/x.webp')).toBe(
      false,
    );
    expect(
      may('cloudfront:CreateInvalidation', 'arn:aws:cloudfront::123456789012:distribution/E2PROD'),
    ).toBe(true);
    expect(
      may('cloudfront:CreateInvalidation', 'arn:aws:cloudfront::123456789012:distribution/EOTHER'),
    ).toBe(false);
  });

  it('packaged, publishes every page under its role alone, and a publish of nothing new writes nothing', async () => {
    const folder = join(await realpath(out), 'publish');
    const { zip } = await zipAt('publish.zip');
    for (const [name, entry] of Object.entries(zip.files)) {
      if (entry.dir) continue;
      await mkdir(dirname(join(folder, name)), { recursive: true });
      await writeFile(join(folder, name), await entry.async('nodebuffer'));
    }

    // This file's own table and site bucket on the run's emulators, with a little content.
    const emulatorEnv = inject('emulatorEnv');
    const config = readConfig({
      ...emulatorEnv,
      TABLE_NAME: PUBLISH_TABLE,
      SITE_BUCKET: PUBLISH_BUCKET,
    });
    await ensureTable(config);
    const s3 = s3Client(config);
    await s3.send(new CreateBucketCommand({ Bucket: PUBLISH_BUCKET }));
    await s3.send(
      new PutObjectCommand({ Bucket: PUBLISH_BUCKET, Key: 'index.html', Body: APP_SHELL_TEMPLATE }),
    );
    const { records } = buildDeps(config);
    const stamp = new Date().toISOString();
    const record = (d: ResourceDefinition, id: string, fields: Record<string, string>) => ({
      ...Object.fromEntries(Object.keys(d.fields).map((name) => [name, ''])),
      ...fields,
      id,
      version: 1,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await records.create(
      team.name,
      record(team, 'member-1', { name: 'Nusrat Jahan', position: 'Captain' }),
    );
    const holder = {
      name: 'Rafi Ahmed',
      event: 'Robo Carnival',
      univarsity: 'DIU',
      position: 'Champion',
      year: '2025',
    };
    const code = certificateCode(holder);
    await records.create(
      certificate.name,
      record(certificate, 'certificate-1', { ...holder, code }),
    );

    const proxies = await actAsRole(
      template,
      'PublishRole',
      {
        account: '123456789012',
        region: 'us-east-1',
        names: {
          ContentTable: PUBLISH_TABLE,
          SiteBucket: PUBLISH_BUCKET,
          UploadsBucket: emulatorEnv.UPLOADS_BUCKET!,
          PublishLogGroup: '/aws/lambda/robotics-club-prod-publish',
          Distribution: 'E2PUBLISHTEST',
        },
      },
      { dynamodb: emulatorEnv.DYNAMODB_ENDPOINT!, s3: emulatorEnv.S3_ENDPOINT! },
    );
    try {
      // The function's environment as the template gives it, pointed at the stand-ins.
      const given = fn().Environment.Variables as Json;
      const env = {
        ...Object.fromEntries(Object.entries(given).filter(([, v]) => typeof v === 'string')),
        ...proxies.endpoints,
        TABLE_NAME: PUBLISH_TABLE,
        SITE_BUCKET: PUBLISH_BUCKET,
        DISTRIBUTION_ID: 'E2PUBLISHTEST',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'ASIAPUBLISHROLE',
        AWS_SECRET_ACCESS_KEY: 'publish-role-secret',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        // No NODE_PATH: the zip's own bundle carries the SDK, as on Lambda.
        PATH: process.env.PATH,
      };
      const invoke = async (event: Json) => {
        const { stdout, stderr } = await run(
          process.execPath,
          ['-e', INVOKE_HANDLER, JSON.stringify(event)],
          { cwd: folder, env },
        );
        // Lambda's log is both streams, a JSON line per entry.
        const lines = `${stdout}${stderr}`.trim().split('\n');
        const answer = lines.find((line) => line.startsWith('ANSWER '))!;
        return {
          answer: JSON.parse(answer.slice('ANSWER '.length)) as Json,
          logs: lines.filter((line) => line !== answer).map((line) => JSON.parse(line) as Json),
        };
      };

      const first = await invoke({ reason: 'deploy', wait: true });
      const report = (first.answer.reports as Json[])[0]!;
      expect(first.answer.outcome).toBe('published');
      expect(report.written).toEqual(
        expect.arrayContaining([
          `${PUBLISHED_PREFIX.slice(1)}index.html`,
          `${PUBLISHED_PREFIX.slice(1)}team.html`,
          `${PUBLISHED_PREFIX.slice(1)}404.html`,
          publishedFileOf(certificatePath(code)).slice(1),
        ]),
      );
      expect(report.written).toHaveLength(report.files);
      const teamPage = await s3.send(
        new GetObjectCommand({
          Bucket: PUBLISH_BUCKET,
          Key: `${PUBLISHED_PREFIX.slice(1)}team.html`,
        }),
      );
      expect(teamPage.CacheControl).toBe('public, max-age=0, must-revalidate, s-maxage=86400');
      expect(await teamPage.Body!.transformToString()).toContain('Nusrat Jahan');
      // Every page changed: one wildcard rather than a path each, on this stage's distribution.
      expect(proxies.invalidations).toEqual([{ distribution: 'E2PUBLISHTEST', paths: ['/*'] }]);

      // The publish needed nothing its role refuses: the lease was taken and given up, and the
      // only refused calls were its offer to store the order of the lists it read whole (for
      // the API's instances), which the publish does without, with a warning each.
      expect(proxies.calls).toContainEqual(
        expect.objectContaining({
          action: 'dynamodb:DeleteItem',
          leadingKeys: ['publish-lease'],
          allowed: true,
        }),
      );
      for (const call of proxies.calls.filter((c) => !c.allowed))
        expect([call.action, call.leadingKeys]).toEqual(['dynamodb:PutItem', ['list-snapshot']]);
      expect(first.logs.filter((l) => l.level === 'ERROR')).toEqual([]);
      for (const warning of first.logs.filter((l) => l.level === 'WARN'))
        expect(warning.message).toMatch(/^Could not store the order of /);

      const before = proxies.calls.length;
      const again = await invoke({ reason: 'content changed' });
      expect(again.answer.reports[0]).toMatchObject({ written: [], removed: [], invalidated: [] });
      expect(proxies.invalidations).toHaveLength(1);
      expect(proxies.calls.slice(before).filter((c) => c.action === 's3:PutObject')).toEqual([]);
    } finally {
      await proxies.close();
    }
  });
});

describe('the template, linted', () => {
  it('has no finding that is neither fixed nor acknowledged with a reason', () => {
    const { unacknowledged, acknowledged } = lintTemplate(template, ACKNOWLEDGEMENTS);
    // The list itself on failure: rule, resource and message of each finding.
    expect(unacknowledged).toEqual([]);
    // The linter did read the template: the accepted findings were found, not skipped.
    expect(acknowledged.length).toBeGreaterThan(0);
  });
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
  // `pages` is the site bucket, failing over to the API (below).
  it.each([
    ['/', 'pages'],
    ['/team', 'pages'],
    ['/show/a%20b', 'pages'],
    ['/assets/index-3f2a.js', 'pages'],
    // The router moves it to /admin/ before any origin is asked.
    ['/admin', 'pages'],
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

  it('routes page addresses to their files with its own function, not with error pages', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
    const [id, fn] = ofType('AWS::CloudFront::Function')[0]!;
    expect(fn.Properties.FunctionCode).toBe(SITE_ROUTER_CODE);
    // The digests of the pages found by their query need require('crypto'): the 2.0 runtime's.
    expect(SITE_ROUTER_CODE).toContain("require('crypto')");
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    // CloudFront Functions take at most 10 KB of code.
    expect(Buffer.byteLength(SITE_ROUTER_CODE)).toBeLessThan(10 * KB);
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

  it("asks the API for an address whose page the bucket does not have; the console's stay with the bucket", () => {
    const groups = distribution().OriginGroups as Json;
    expect(groups.Quantity).toBe(1);
    expect(groups.Items).toEqual([
      {
        Id: 'pages',
        // 404: no such file (CloudFront may list the bucket); 403 had it not that right.
        FailoverCriteria: { StatusCodes: { Quantity: 2, Items: [403, 404] } },
        Members: { Quantity: 2, Items: [{ OriginId: 'site' }, { OriginId: 'api' }] },
      },
    ]);
    const site = behaviourFor('/team');
    expect(site.TargetOriginId).toBe('pages');
    // CloudFront fails over GET and HEAD only: the behaviour takes no other method.
    expect(site.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(behaviourFor('/admin/team').TargetOriginId).toBe('site');

    // The API answers the very paths the router names the pages by, with the API function.
    const page = publishedFileOf('/team');
    expect(page).toBe(`${PUBLISHED_PREFIX}team.html`);
    const routes = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties as Json);
    const pages = routes.find((r) => r.RouteKey === `GET ${PUBLISHED_PREFIX}{proxy+}`)!;
    expect(pages).toBeDefined();
    const integration = resources()[pages.Target['Fn::Join'][1][1].Ref]!.Properties as Json;
    expect(JSON.stringify(integration.IntegrationUri)).toContain('ApiLambdaFunction');
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
    // A published page says s-maxage=86400, max-age=0 (publish/src/publisher.ts): the edge keeps
    // it a day unless the publisher drops it sooner, and browsers check with the edge each time.
    const files = ['/assets/index-3f2a.js', '/index.html', '/team', '/Upload/image/team/x.webp'];
    for (const path of files) {
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
    '%s is private, encrypted, HTTPS-only, read only by this distribution, and retained unless its first deploy fails',
    (name) => {
      const bucket = resources()[name]!;
      expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
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

  it('keeps old versions of stored files for a month, and of abandoned uploads not past a day', () => {
    const uploads = resources().UploadsBucket!.Properties;
    expect(uploads.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = uploads.LifecycleConfiguration.Rules as Json[];
    expect(rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
    );
    expect(rules.filter((r) => r.Prefix === 'incoming/')).toEqual([
      expect.objectContaining({
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      }),
    ]);
  });

  it('the content table has point-in-time recovery, deletion protection and is retained unless its first deploy fails', () => {
    const table = resources().ContentTable!;
    expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(table.UpdateReplacePolicy).toBe('Retain');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    // A package made by hand is protected; npm run deploy leaves a first deploy unprotected
    // (below) until it has succeeded.
    expect(table.Properties.DeletionProtectionEnabled).toBe('true');
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

describe('the edge secret', () => {
  it('is made by AWS and read by CloudFormation where used: the CDN sends it, the API checks it, no output shows it', () => {
    const secret = resources().EdgeSecret!;
    expect(secret.Type).toBe('AWS::SecretsManager::Secret');
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      IncludeSpace: false,
    });
    // At least 32 characters, as the API requires (functions/src/config.ts).
    expect(secret.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
    const reference = { 'Fn::Sub': '{{resolve:secretsmanager:${EdgeSecret}}}' };
    const api = (distribution().Origins as Json[]).find((o) => o.Id === 'api')!;
    expect(api.OriginCustomHeaders).toEqual([
      { HeaderName: EDGE_SECRET_HEADER, HeaderValue: reference },
    ]);
    const apiFunction = ofType('AWS::Lambda::Function').find(([id]) => /^Api/.test(id))!;
    expect(apiFunction[1].Properties.Environment.Variables.EDGE_SECRET).toEqual(reference);
    expect(JSON.stringify(template.Outputs)).not.toMatch(/secret/i);
  });
});

describe('names', () => {
  it('every name the template gives a resource is one npm run deploy checks before deploying', () => {
    const checked = stageNames('prod').map((n) => n.name);
    const given = Object.entries(resources()).flatMap(([id, r]) => {
      const p = r.Properties ?? {};
      const config =
        p.CachePolicyConfig ??
        p.OriginRequestPolicyConfig ??
        p.ResponseHeadersPolicyConfig ??
        p.OriginAccessControlConfig ??
        {};
      return [p.BucketName, p.TableName, p.FunctionName, p.Name, config.Name]
        .filter((name): name is string => typeof name === 'string')
        .map((name) => `${id}: ${name}`);
    });
    expect(given.length).toBeGreaterThan(10);
    for (const name of given) expect(checked, name).toContain(name.split(': ')[1]);
  });
});

describe('parameters of a deploy', () => {
  it('puts the distribution on a custom domain with its certificate, and a first deploy’s table unprotected', async () => {
    const { stdout } = await sls(
      [
        'print',
        '--stage',
        'prod',
        '--format',
        'json',
        '--param=domainName=robotics.example.org',
        '--param=certificateArn=arn:aws:acm:us-east-1:123456789012:certificate/abc',
        '--param=tableProtection=false',
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
    expect(cdn.Resources.ContentTable.Properties.DeletionProtectionEnabled).toBe('false');
    // Without one, CloudFront's own address and certificate serve.
    expect(distribution().Aliases).toEqual({ Ref: 'AWS::NoValue' });
    expect(distribution().ViewerCertificate).toEqual({ CloudFrontDefaultCertificate: true });
    expect(template.Outputs.SiteUrl.Value).toEqual({
      'Fn::Sub': 'https://${Distribution.DomainName}',
    });
  });
});
