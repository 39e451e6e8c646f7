import { beforeAll, describe, expect, it } from 'vitest';
import {
  counter,
  legacyPath,
  parseSiteData,
  restPath,
  SITE_ADDRESS_PATH,
  SITE_DATA_PATH,
  upperHeader,
} from '@club/model';
import { TEST_SITE, testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
// Its own table: the test reads whole lists, which other test files add to.
beforeAll(async () => {
  api = await testApi({ table: 'site-data-test' });
  cookie = await api.login();
});

const addCounter = (title1: string) =>
  api.call('POST', restPath(counter), {
    json: { title1, value1: 1, title2: 'b', value2: 2, title3: 'c', value3: 3 },
    cookie,
  });
const addHeader = (title: string) =>
  api.call('POST', restPath(upperHeader), {
    json: { title, description1: 'one', description2: 'two' },
    cookie,
  });

describe('GET /api/v1/site: the whole public site in one cacheable answer', () => {
  // What it holds, and in which order, is unit/content-service.test.ts's.
  it('answers what the site parses', async () => {
    await addHeader('Location');
    const answer = await api.call('GET', SITE_DATA_PATH);
    expect(answer.status).toBe(200);
    expect(parseSiteData(answer.body)['upper-header']?.map((h) => h.title)).toEqual(['Location']);
  });

  it('carries an ETag, answers 304 to a client that has it, and caches for a minute', async () => {
    const first = await api.call('GET', SITE_DATA_PATH);
    const etag = first.headers.etag!;
    // Weak: it names the JSON, which goes out compressed or not as each client accepts.
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');

    const again = await api.call('GET', SITE_DATA_PATH, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(
      (
        await api.call('GET', SITE_DATA_PATH, {
          headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
        })
      ).status,
    ).toBe(304);

    await addCounter('Changed');
    const changed = await api.call('GET', SITE_DATA_PATH, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.counter[0].title1).toBe('Changed');
  });
});

describe('the header strip of the old site', () => {
  it('answers GET /api/uperheader//viewuperheader exactly like the single-slash path', async () => {
    const single = await api.call('GET', legacyPath(upperHeader, 'list'));
    const double = await api.call('GET', '/api/uperheader//viewuperheader');
    expect(single.status).toBe(200);
    expect(single.body.length).toBeGreaterThan(0);
    expect(double).toEqual(single);
  });
});

describe('GET /api/v1/site-address: where every certificate address leads', () => {
  it("answers the site's public address, the one the credentials and mails name", async () => {
    const answer = await api.call('GET', SITE_ADDRESS_PATH);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ address: TEST_SITE });
  });
});
