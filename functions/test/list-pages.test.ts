import type { Context } from 'aws-lambda';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { counter, legacyPath, restPath, upperHeader } from '@club/model';
import { createHandler } from '../src/app.js';
import { contentService } from '../src/domain/content/content-service.js';
import { applyListQuery, type ListQuery } from '../src/domain/content/list-query.js';
import type { Item } from '../src/domain/ports.js';
import { localMediaProcessor } from '../src/media/local-processor.js';
import { documentClient, s3Client } from '../src/storage/clients.js';
import { s3FileStore } from '../src/storage/file-store.js';
import { RECENT_KEPT } from '../src/domain/content/list-stamps.js';
import { dynamoStampTable } from '../src/storage/stamp-table.js';
import { dynamoRecordStore, dynamoRecordTable } from '../src/storage/record-store.js';
import { recordPagesContract, recordTableContract, stampTableContract } from './fakes/contracts.js';
import { httpApiEvent, type CallOptions } from './support/events.js';
import { testApi } from './support/api.js';
import { counterValues } from './support/counter.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;

const RECORDS = 300;
/** Runs `tasks` with at most `width` at a time. */
const inParallel = async <T>(width: number, tasks: (() => Promise<T>)[]) => {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
};

/**
 * Another Lambda instance of the same API and table, with nothing in memory yet, whose
 * DynamoDB reads are counted: every call still goes to dynalite, the decorator only counts
 * the items each answer carries, telling records from the lists' own items by partition.
 */
const instance = () => {
  const db = documentClient(api.config);
  const reads = { records: 0, other: 0 };
  const count = (raw: Record<string, unknown> | undefined) => {
    if (!raw) return;
    if (['list-stamp', 'list-snapshot'].includes(String(raw.pk))) reads.other++;
    else reads.records++;
  };
  const counting = {
    send: async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
      const answer = (await db.send(command as never)) as Record<string, unknown>;
      count(answer.Item as Record<string, unknown> | undefined);
      (answer.Items as Record<string, unknown>[] | undefined)?.forEach(count);
      Object.values((answer.Responses ?? {}) as Record<string, Record<string, unknown>[]>)
        .flat()
        .forEach(count);
      return answer;
    },
  } as unknown as DynamoDBDocumentClient;
  const records = dynamoRecordStore(counting, api.config.TABLE_NAME);
  const files = s3FileStore(s3Client(api.config), api.config.UPLOADS_BUCKET);
  const content = contentService({
    records,
    files,
    media: localMediaProcessor(files),
    log: console,
  });
  const handle = createHandler({ ...api.deps, content });

  const call = async (path: string, options: CallOptions = {}) => {
    const result = await handle(await httpApiEvent('GET', path, options), {} as Context);
    return {
      status: result.statusCode ?? 200,
      headers: Object.fromEntries(
        Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
      body: result.body ? JSON.parse(result.body) : undefined,
    };
  };
  /** One page of the REST face and what it cost in items read. */
  const list = async (resource: string, query: Record<string, string> = {}) => {
    reads.records = 0;
    reads.other = 0;
    const answer = await call(`/api/v1/${resource}`, { query });
    expect(answer.status).toBe(200);
    return {
      ids: (answer.body as Item[]).map((item) => item.id),
      body: answer.body as Item[],
      range: answer.headers['content-range'],
      reads: { ...reads, total: reads.records + reads.other },
    };
  };
  return { call, list };
};

/** What a full read of the table and the in-memory sort (the reference) make of a query. */
const expected = async (resource: typeof counter | typeof upperHeader, query: ListQuery) =>
  applyListQuery(resource, await api.deps.records.list(resource.name), query);

const ids = (items: Item[]) => items.map((i) => i.id);

beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
  await inParallel(
    10,
    Array.from({ length: RECORDS }, (_, n) => async () => {
      const answer = await api.call('POST', restPath(counter), {
        json: counterValues(`Members ${n}`),
        cookie,
      });
      expect(answer.status).toBe(201);
    }),
  );
});

// Which records every page, sort and direction shows, through any writes, is the protocol's
// and property-tested over an in-memory table (unit/list-pages.test.ts); here is what only
// DynamoDB can show: its atomic and conditional updates, and what a page costs in items read.
describe('the tables the lists are built from', () => {
  it('are DynamoDB items with the conditions the in-memory tables have', async () => {
    const db = documentClient(api.config);
    await recordTableContract(dynamoRecordTable(db, api.config.TABLE_NAME), 'contract');
    await stampTableContract(dynamoStampTable(db, api.config.TABLE_NAME), 'contract');
    await recordPagesContract(dynamoRecordTable(db, api.config.TABLE_NAME), 'contract/pages');
  });
});

describe('a page of the console reads only that page', () => {
  it('the first instance reads the collection once; another then reads 300 records as one page', async () => {
    const first = instance();
    const page = await first.list(counter.name, { range: '[0,9]' });
    const truth = await expected(counter, { range: [0, 9] });
    expect(page.ids).toEqual(ids(truth.page));
    expect(page.range).toBe(`counter 0-9/${RECORDS}`);
    expect(page.reads.records).toBeGreaterThanOrEqual(RECORDS);
    // Every write was noted, and the note keeps only the latest ids.
    const stamp = await api.deps.records.listStamp(counter.name);
    expect(stamp.revision).toBe(RECORDS);
    expect(stamp.recent.length).toBeLessThanOrEqual(2 * RECENT_KEPT);

    const next = instance();
    const again = await next.list(counter.name, { range: '[0,9]' });
    expect(again.ids).toEqual(page.ids);
    expect(again.reads.records).toBe(10);
    expect(again.reads.total).toBeLessThanOrEqual(20);
  });

  it('answers the dashboard count from the lists alone, reading no record', async () => {
    // What react-admin sends for a page of no records, in its own default order.
    const count = await instance().list(counter.name, { sort: '["id","DESC"]', range: '[0,-1]' });
    expect(count.body).toEqual([]);
    expect(count.range).toMatch(new RegExp(`/${RECORDS}$`));
    expect(count.reads.records).toBe(0);
  });

  it('reads exactly the records react-admin asks for by id', async () => {
    const some = (await expected(counter, { range: [5, 7] })).page.map((i) => i.id);
    const many = await instance().list(counter.name, {
      filter: JSON.stringify({ id: [...some, 'no-such-record'] }),
    });
    expect(many.ids.sort()).toEqual([...some].sort());
    expect(many.reads).toMatchObject({ records: 3, other: 0 });
  });
});

describe('lists after writes', () => {
  it('keeps the count right through concurrent creates, deletes and refused writes', async () => {
    const path = restPath(upperHeader);
    const values = (title: string) => ({ title, description1: 'One', description2: 'Two' });
    const early = await inParallel(
      10,
      Array.from(
        { length: 10 },
        (_, n) => () => api.call('POST', path, { json: values(`Early ${n}`), cookie }),
      ),
    );
    const reader = instance();
    expect((await reader.list(upperHeader.name, { range: '[0,-1]' })).range).toMatch(/\/10$/);

    const writes = [
      ...Array.from(
        { length: 50 },
        (_, n) => () => api.call('POST', path, { json: values(`Header ${n}`), cookie }),
      ),
      ...early.map(
        ({ body }) =>
          () =>
            api.call('DELETE', `${path}/${body.id}`, { cookie }),
      ),
      // Refused: invalid, stale, and deleting what is not there.
      ...Array.from({ length: 5 }, () => () => api.call('POST', path, { json: {}, cookie })),
      ...early.slice(0, 5).map(
        ({ body }) =>
          () =>
            api.call('PUT', `${path}/${body.id}`, { json: { ...body, version: 7 }, cookie }),
      ),
      ...Array.from(
        { length: 3 },
        () => () => api.call('DELETE', `${path}/nothing-here`, { cookie }),
      ),
      // The reader reads all along.
      ...Array.from({ length: 10 }, () => () => reader.call(path, { query: { range: '[0,9]' } })),
    ];
    const answers = await Promise.all(writes.map((write) => write()));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);

    const stored = await api.deps.records.list(upperHeader.name);
    expect(stored).toHaveLength(50);
    for (const someone of [reader, instance()]) {
      expect((await someone.list(upperHeader.name, { range: '[0,-1]' })).range).toMatch(/\/50$/);
      const all = await someone.list(upperHeader.name);
      expect(all.ids.sort()).toEqual(ids(stored).sort());
    }
  });
});

describe('the public lists', () => {
  it('return everything in the site order, revalidated on every read, and 304 when unchanged', async () => {
    const answer = await api.call('GET', legacyPath(counter, 'list'));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.map((c: Item) => c._id)).toEqual(ids((await expected(counter, {})).page));
    const again = await api.call('GET', legacyPath(counter, 'list'), {
      headers: { 'if-none-match': answer.headers.etag! },
    });
    expect(again.status).toBe(304);

    // The console's own list is never kept: it must show the console's writes at once.
    const page = await api.call('GET', restPath(counter), { query: { range: '[0,0]' } });
    expect(page.headers['cache-control']).toBe('no-store');
  });
});
