import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT_APP_ID } from '../src/credentials.js';
import { startFakeAws, type FakeAwsOptions } from './support/fake-aws.js';

// `npm run deploy` and `npm run remove` as a person runs them, with a profile of a temporary
// HOME, offline: AWS is a fake on 127.0.0.1 that the SDK reaches through AWS_ENDPOINT_URL, in
// this command and in serverless (osls) alike. serverless deploy packages the functions first
// (into .serverless/, which git ignores): seconds before its first call.
const ROOT = resolve(import.meta.dirname, '../..');
const ACCOUNT = '111122223333';
const ROLE = 'ClubDeployer';
const SSO_TOKEN = 'the-sso-portal-token';
const SSO_SESSION = 'club';
const EXPIRED_START_URL = 'https://expired.awsapps.com/start';
/** The role's keys, as the SSO portal and the credential_process both hand them out. */
const ROLE_KEYS = {
  accessKeyId: 'ASIACLUBROLEKEY',
  secretAccessKey: 'the-role-secret',
  sessionToken: 'the-role-session-token',
};
const STACK = 'robotics-club-credtest';

let home: string;
let runs: string;
let fake: Awaited<ReturnType<typeof startFakeAws>> | undefined;

const fakeAws = async (stack?: FakeAwsOptions['stack']) => {
  fake = await startFakeAws({
    sso: {
      token: SSO_TOKEN,
      accountId: ACCOUNT,
      roleName: ROLE,
      credentials: ROLE_KEYS,
      // Sooner than a first deploy may last: the command says so.
      expiresAt: new Date(Date.now() + 20 * 60_000),
    },
    account: ACCOUNT,
    stack,
  });
  return fake;
};

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'club-credentials-'));
  runs = join(home, 'credential-process-runs');
  const aws = join(home, '.aws');
  await mkdir(join(aws, 'sso', 'cache'), { recursive: true });
  // What `aws configure sso` writes, and the token `aws sso login` leaves in the cache.
  await writeFile(
    join(aws, 'sso', 'cache', `${createHash('sha1').update(SSO_SESSION).digest('hex')}.json`),
    JSON.stringify({
      startUrl: 'https://club.awsapps.com/start',
      region: 'eu-west-1',
      accessToken: SSO_TOKEN,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  );
  // A legacy SSO profile (no sso-session), whose token ran out an hour ago.
  await writeFile(
    join(aws, 'sso', 'cache', `${createHash('sha1').update(EXPIRED_START_URL).digest('hex')}.json`),
    JSON.stringify({
      startUrl: EXPIRED_START_URL,
      region: 'eu-west-1',
      accessToken: 'an-old-token',
      expiresAt: new Date(Date.now() - 3_600_000).toISOString(),
    }),
  );
  const script = join(home, 'credential-process.cjs');
  await writeFile(
    script,
    `require('node:fs').appendFileSync(${JSON.stringify(runs)}, 'ran\\n');
console.log(JSON.stringify({ Version: 1, AccessKeyId: ${JSON.stringify(ROLE_KEYS.accessKeyId)},
  SecretAccessKey: ${JSON.stringify(ROLE_KEYS.secretAccessKey)},
  SessionToken: ${JSON.stringify(ROLE_KEYS.sessionToken)},
  Expiration: new Date(Date.now() + 7200000).toISOString() }));
`,
  );
  await writeFile(
    join(aws, 'config'),
    [
      '[profile club-sso]',
      `sso_session = ${SSO_SESSION}`,
      `sso_account_id = ${ACCOUNT}`,
      `sso_role_name = ${ROLE}`,
      '',
      `[sso-session ${SSO_SESSION}]`,
      'sso_start_url = https://club.awsapps.com/start',
      'sso_region = eu-west-1',
      'sso_registration_scopes = sso:account:access',
      '',
      '[profile club-expired]',
      `sso_start_url = ${EXPIRED_START_URL}`,
      'sso_region = eu-west-1',
      `sso_account_id = ${ACCOUNT}`,
      `sso_role_name = ${ROLE}`,
      '',
      '[profile club-process]',
      `credential_process = "${process.execPath}" "${script}"`,
      '',
    ].join('\n'),
  );
  await writeFile(join(aws, 'credentials'), '');
});

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

afterAll(async () => {
  if (home) await rm(home, { recursive: true, force: true });
});

/** `npm run deploy|remove -- --stage credtest` with this profile, against the fake AWS. */
const run = (cli: 'cli.ts' | 'remove-cli.ts', profile: string, endpoint: string) =>
  new Promise<{ code: number | null; output: string }>((done, fail) => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_')),
    );
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      [`deploy/src/${cli}`, '--stage', 'credtest'],
      {
        cwd: ROOT,
        env: {
          ...inherited,
          HOME: home,
          USERPROFILE: home,
          AWS_CONFIG_FILE: join(home, '.aws', 'config'),
          AWS_SHARED_CREDENTIALS_FILE: join(home, '.aws', 'credentials'),
          AWS_PROFILE: profile,
          AWS_REGION: 'eu-west-1',
          AWS_ENDPOINT_URL: endpoint,
          AWS_EC2_METADATA_DISABLED: 'true',
          // Packaging installs sharp for Lambda with npm: from the machine's cache, not HOME's.
          npm_config_cache: process.env.npm_config_cache ?? join(homedir(), '.npm'),
          npm_config_userconfig: process.env.npm_config_userconfig ?? join(homedir(), '.npmrc'),
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });

/** Ours carry the deploy's app id in their user agent; serverless's do not. */
const byDeploy = (userAgent: string) => userAgent.includes(`app/${USER_AGENT_APP_ID}`);

describe('every AWS call of a deploy or a removal is signed by the one sign-in', () => {
  it('an SSO profile: one GetRoleCredentials, and its keys sign the deploy and serverless', async () => {
    const aws = await fakeAws();
    const { code, output } = await run('cli.ts', 'club-sso', aws.url);

    expect(output).not.toMatch(/doesn't seem to be configured/);
    expect(output).toContain(`Signed in to AWS account ${ACCOUNT} as arn:aws:sts::${ACCOUNT}:`);
    expect(output).toMatch(/Your AWS sign-in expires at \d\d:\d\d, in 1\d minutes/);
    // serverless got as far as its first change, and said why it stopped.
    expect(output).toContain('stopped by the test');
    expect(output).toContain('serverless deploy stopped with exit code 1');
    expect(code).toBe(1);

    expect(aws.seen.filter(({ service }) => service === 'sso')).toHaveLength(1);
    const signed = aws.seen.filter(({ service }) => service !== 'sso');
    expect(new Set(signed.map(({ accessKeyId }) => accessKeyId))).toEqual(
      new Set([ROLE_KEYS.accessKeyId]),
    );
    const ours = signed.filter(({ userAgent }) => byDeploy(userAgent));
    const serverless = signed.filter(({ userAgent }) => !byDeploy(userAgent));
    // Who it is, the stack, then (a first deploy) whether the stage's names are free.
    expect(ours.map(({ action }) => action).sort()).toEqual(
      [
        'GetCallerIdentity',
        'DescribeStacks',
        'DynamoDB_20120810.DescribeTable',
        'HEAD /robotics-club-credtest-uploads/',
        'HEAD /robotics-club-credtest-site/',
        'GET /2020-05-31/function/robotics-club-credtest-site-router/describe',
      ].sort(),
    );
    expect(serverless.map(({ action }) => action)).toContain('DescribeStacks');
  });

  it('a credential_process profile: run once, and its keys sign the removal and serverless', async () => {
    const aws = await fakeAws({
      name: STACK,
      outputs: { ContentTableName: `${STACK}-content`, SiteBucketName: `${STACK}-site` },
    });
    await rm(runs, { force: true });
    const { code, output } = await run('remove-cli.ts', 'club-process', aws.url);

    expect(output).not.toMatch(/doesn't seem to be configured/);
    expect(output).toContain(`Signed in to AWS account ${ACCOUNT}`);
    expect(output).not.toMatch(/sign-in expires/);
    expect(output).toContain('stopped by the test');
    expect(output).toContain('serverless remove stopped with exit code 1');
    expect(code).toBe(1);

    expect((await readFile(runs, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
    expect(aws.seen.filter(({ service }) => service === 'sso')).toHaveLength(0);
    expect(new Set(aws.seen.map(({ accessKeyId }) => accessKeyId))).toEqual(
      new Set([ROLE_KEYS.accessKeyId]),
    );
    const ours = aws.seen.filter(({ userAgent }) => byDeploy(userAgent));
    const serverless = aws.seen.filter(({ userAgent }) => !byDeploy(userAgent));
    expect(ours.map(({ action }) => action)).toEqual(['GetCallerIdentity', 'DescribeStacks']);
    expect(serverless.map(({ action }) => action)).toContain('DescribeStacks');
  });

  it('a profile that is not configured, or whose SSO sign-in expired: says which and what to do', async () => {
    const aws = await fakeAws();
    const unknown = await run('remove-cli.ts', 'club', aws.url);
    expect(unknown.output).toContain(
      `The AWS profile "club" (AWS_PROFILE) is not configured on this computer: it should be\na [profile club] section of ${join(home, '.aws', 'config')}`,
    );
    expect(unknown.code).toBe(1);

    const expired = await run('remove-cli.ts', 'club-expired', aws.url);
    expect(expired.output).toContain(
      'Your AWS sign-in has expired. Run aws sso login --profile club-expired, then run this again.',
    );
    expect(expired.code).toBe(1);
    // Both stopped before their first call to AWS.
    expect(aws.seen).toEqual([]);
  });
});
