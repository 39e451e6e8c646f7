import type { Context } from 'aws-lambda';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPath, AUDIT_PATH, type AuditEntry } from '@club/model';
import { createHandler } from '../src/app.js';
import { signInService } from '../src/domain/accounts/sign-in.js';
import { auditLog } from '../src/domain/audit/audit-log.js';
import { documentClient } from '../src/storage/clients.js';
import { dynamoRecordStore } from '../src/storage/record-store.js';
import { fakePasswords } from './fakes/passwords.js';
import { testApi } from './support/api.js';
import { httpApiEvent } from './support/events.js';

let api: Awaited<ReturnType<typeof testApi>>;
let owner: string;
beforeAll(async () => {
  api = await testApi();
  owner = await api.login();
});

const run = () => crypto.randomUUID().slice(0, 8);

/**
 * A wrong password through the real handler, its sign-ins checked against cheap hashes: a
 * flood's refusals are what is tested here, not scrypt's half second each.
 */
const failedLogin = async (email: string, sourceIp: string) => {
  const { records, audit } = api.deps;
  const admin = signInService({ records, audit, sessionHours: 12, ...fakePasswords() });
  const handle = createHandler({ ...api.deps, admin });
  const event = await httpApiEvent('POST', adminPath('login'), {
    json: { email, password: 'not the password' },
    sourceIp,
  });
  return { status: (await handle(event, {} as Context)).statusCode ?? 200 };
};

const auditOf = async (filter: Record<string, string>, range = [0, 999]) => {
  const answer = await api.call('GET', AUDIT_PATH, {
    cookie: owner,
    query: { filter: JSON.stringify(filter), range: JSON.stringify(range) },
  });
  expect(answer.status).toBe(200);
  return answer.body as AuditEntry[];
};

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counted, a) => ({ ...counted, [a.status]: (counted[a.status] ?? 0) + 1 }),
    {},
  );

describe('a flood of refused sign-ins', () => {
  it('adds one counted entry per client address, not one per refusal', async () => {
    const email = `flood-${run()}@club.test`;
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push(await failedLogin(email, '203.0.113.41'));
    for (let n = 0; n < 10; n++) answers.push(await failedLogin(email, '203.0.113.42'));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });

    const entries = await auditOf({ who: email });
    expect(entries.map((e) => [e.address, e.what.replace(/ in [\w ]+:/, ' in …:')])).toEqual([
      ['203.0.113.42', 'Sign-in refused 10 times in …: Too many failed logins for this address.'],
      ['203.0.113.41', 'Sign-in refused 35 times in …: Too many failed logins for this address.'],
      ...Array(5).fill(['203.0.113.41', 'Sign-in refused: Wrong email or password.']),
    ]);
    expect(entries.every((e) => e.who === email && e.kind === 'sign-in' && !e.ok)).toBe(true);
  });

  it('from one client trying many addresses, counts the refusals in one entry naming them', async () => {
    const tag = run();
    const answers = [];
    for (let n = 0; n < 30; n++)
      answers.push(await failedLogin(`rotate-${tag}-${n}@club.test`, '203.0.113.43'));
    expect(statuses(answers)).toEqual({ 401: 20, 429: 10 });

    const entries = await auditOf({ q: `rotate-${tag}` });
    expect(entries).toHaveLength(21);
    expect(entries[0]!.what).toMatch(
      /^Sign-in refused 10 times in [\w ]+: Too many failed logins from this network\.$/,
    );
    expect(entries[0]!.who).toBe(
      `${[20, 21, 22, 23, 24].map((n) => `rotate-${tag}-${n}@club.test`).join(', ')} and others`,
    );
  });
});

/**
 * The API with its audit log over a DynamoDB client that counts the audit entries each answer
 * carries: every call still goes to dynalite.
 */
const countingApi = () => {
  const db = documentClient(api.config);
  const read = { entries: 0 };
  const counting = {
    send: async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
      const answer = (await db.send(command as never)) as { Items?: { pk?: unknown }[] };
      read.entries += (answer.Items ?? []).filter((i) => String(i.pk).startsWith('audit/')).length;
      return answer;
    },
  } as unknown as DynamoDBDocumentClient;
  const records = dynamoRecordStore(counting, api.config.TABLE_NAME);
  const handle = createHandler({ ...api.deps, audit: auditLog({ records, log: console }) });
  const page = async (range: [number, number], filter: Record<string, string> = {}) => {
    read.entries = 0;
    const event = await httpApiEvent('GET', AUDIT_PATH, {
      cookie: owner,
      query: { range: JSON.stringify(range), filter: JSON.stringify(filter) },
    });
    const result = await handle(event, {} as Context);
    expect(result.statusCode).toBe(200);
    return {
      entries: JSON.parse(String(result.body)) as AuditEntry[],
      range: String(
        Object.entries(result.headers ?? {}).find(
          ([k]) => k.toLowerCase() === 'content-range',
        )?.[1],
      ),
      read: read.entries,
    };
  };
  return { page };
};

describe('a page of the audit log', () => {
  it('reads about a page of entries from the table, not the whole month', async () => {
    const ENTRIES = 1500;
    const tag = run();
    const writer = auditLog({ records: api.deps.records, log: console });
    for (let n = 0; n < ENTRIES; n += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          writer.record(
            { email: `writer-${tag}@club.test`, address: '203.0.113.44' },
            { kind: 'content', what: `Changed entry ${tag} ${n + k}` },
          ),
        ),
      );
    const { page } = countingApi();

    const first = await page([0, 24]);
    expect(first.entries).toHaveLength(25);
    const total = Number(first.range.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(ENTRIES);
    expect(first.range).toBe(`audit 0-24/${total}`);
    expect(first.read).toBeLessThanOrEqual(25);
    // Newest first: the ids begin with the time.
    const ids = first.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());

    const third = await page([50, 74]);
    expect(third.entries[0]!.id < first.entries[24]!.id).toBe(true);
    expect(third.read).toBeLessThanOrEqual(75);

    // A filter looks at every entry, and still answers its page and the right total.
    const mine = await page([0, 9], { who: `writer-${tag}` });
    expect(mine.range).toBe(`audit 0-9/${ENTRIES}`);
    expect(mine.entries.every((e) => e.what.startsWith(`Changed entry ${tag}`))).toBe(true);
  });
});
