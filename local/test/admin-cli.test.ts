import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readConfig,
  signInService,
  documentClient,
  dynamoRecordStore,
  ensureTable,
} from '@club/functions';
import { ADMIN, testApi } from '@club/functions/testing';
import { LOCAL_TABLE } from '../src/admin/local-data.js';
import { stageTable } from '../src/admin/options.js';
import { listenOnFreePort } from '@club/emulators';
import { ACCOUNTS_PATH, adminPath } from '@club/model';

const ROOT = resolve(import.meta.dirname, '../..');

/** `npm run admin -- <args>` as a person runs it, with `stdin` piped in. */
const admin = (args: string[], stdin: string, env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['local/src/admin/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

const NEXT = { email: 'chair@club.test', password: 'a new and longer passphrase' };

describe('npm run admin', () => {
  it("resets an owner's password from a piped one and signs that owner out everywhere", async () => {
    const cookie = await api.login();
    // Never AWS: without an endpoint the command would look for the table there.
    const endpoint = api.config.DYNAMODB_ENDPOINT;
    if (!endpoint) throw new Error('The test needs the DynamoDB emulator.');
    const target = ['--endpoint', endpoint, '--table', api.config.TABLE_NAME];

    const refused = await admin([...target, '--email', NEXT.email, '--password-stdin'], 'short\n');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(
      'Password must be at least 8 characters. Nothing was changed.',
    );
    // Nothing changed: the session lives and the old password still works.
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(200);
    expect((await api.call('POST', adminPath('login'), { json: ADMIN })).status).toBe(200);

    // The same address in other case and spacing: the owner's password is reset.
    const reset = await admin(
      [...target, '--email', ` ${ADMIN.email.toUpperCase()}`, '--password-stdin'],
      `${NEXT.password}\n`,
    );
    expect(reset.stderr).toBe('');
    expect(reset).toMatchObject({ code: 0 });
    expect(reset.stdout).toContain(
      `${ADMIN.email} is an active owner of ${api.config.TABLE_NAME} with the new password. Every browser signed in to it has been signed out.`,
    );

    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(401);
    expect((await api.call('POST', adminPath('login'), { json: ADMIN })).status).toBe(401);
    const renewed = { email: ADMIN.email, password: NEXT.password };
    expect((await api.call('POST', adminPath('login'), { json: renewed })).status).toBe(200);
  });

  it('refuses to run without a target, or without a terminal to ask at, changing nothing', async () => {
    const untargeted = await admin(['--email', NEXT.email, '--password-stdin'], 'whatever-long\n');
    expect(untargeted.code).toBe(2);
    expect(untargeted.stderr).toContain(
      'Say which site: --stage <name> (or --table <name>), or --local.',
    );

    const unasked = await admin(['--stage', 'prod', '--email', NEXT.email], '');
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('pipe it in with --password-stdin');
  });

  it('makes an editor with --role editor, who edits content but not accounts; an unknown role changes nothing', async () => {
    const endpoint = api.config.DYNAMODB_ENDPOINT;
    if (!endpoint) throw new Error('The test needs the DynamoDB emulator.');
    const target = ['--endpoint', endpoint, '--table', api.config.TABLE_NAME];
    const EDITOR = { email: 'volunteer@club.test', password: 'a volunteer passphrase' };

    const unknown = await admin(
      [...target, '--role', 'boss', '--email', EDITOR.email, '--password-stdin'],
      `${EDITOR.password}\n`,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--role is owner or editor, not "boss". Nothing was changed.');
    expect((await api.call('POST', adminPath('login'), { json: EDITOR })).status).toBe(401);

    const made = await admin(
      [...target, '--role', 'editor', '--email', EDITOR.email, '--password-stdin'],
      `${EDITOR.password}\n`,
    );
    expect(made.stderr).toBe('');
    expect(made.stdout).toContain(`${EDITOR.email} is a new editor of ${api.config.TABLE_NAME}.`);
    const signedIn = await api.call('POST', adminPath('login'), { json: EDITOR });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies[0]!.split(';')[0]!;
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(200);
    expect((await api.call('GET', ACCOUNTS_PATH, { cookie })).status).toBe(403);
  });

  it('writes to the table serverless.yml gives the stage', async () => {
    const serverless = await readFile(join(ROOT, 'serverless.yml'), 'utf8');
    expect(serverless).toMatch(/^service: robotics-club$/m);
    expect(serverless).toMatch(/^ {2}tableName: \$\{self:service\}-\$\{sls:stage\}-content$/m);
    expect(stageTable('prod')).toBe('robotics-club-prod-content');
  });
});

describe('npm run admin -- --local', () => {
  let dataDir: string;
  let server: Server | undefined;
  const serve = async () => {
    server = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0 });
    const port = await listenOnFreePort(server);
    const config = readConfig({
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: 'not-used-here',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    await ensureTable(config);
    const records = dynamoRecordStore(documentClient(config), LOCAL_TABLE);
    return signInService({ records, sessionHours: 1 });
  };
  const stop = () => new Promise<void>((done) => (server ? server.close(() => done()) : done()));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'club-admin-cli-'));
  });
  afterAll(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adds an owner to the local site while it is stopped, and refuses while it runs', async () => {
    const local = await serve();
    await local.ensureAccount(ADMIN);
    const session = await local.login(ADMIN, { address: '127.0.0.1' });

    const busy = await admin(
      ['--local', '--email', NEXT.email, '--password-stdin'],
      `${NEXT.password}\n`,
      {
        DATA_DIR: dataDir,
      },
    );
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`The local site is running with ${dataDir}. Stop it`);
    await stop();

    const reset = await admin(
      ['--local', '--email', NEXT.email, '--password-stdin'],
      `${NEXT.password}\n`,
      {
        DATA_DIR: dataDir,
      },
    );
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);

    expect(reset.stdout).toContain(`${NEXT.email} is a new owner of the local site`);

    // Another owner: the first one keeps the account and the session.
    const after = await serve();
    await expect(after.verify(session.token)).resolves.toEqual({
      email: ADMIN.email,
      role: 'owner',
    });
    await expect(after.login(NEXT, { address: '127.0.0.1' })).resolves.toMatchObject({
      email: NEXT.email,
      role: 'owner',
    });
  });
});
