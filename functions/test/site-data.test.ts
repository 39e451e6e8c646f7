import { beforeAll, describe, expect, it } from 'vitest';
import {
  counter,
  legacyPath,
  parseSiteData,
  restPath,
  SITE_DATA_PATH,
  siteResources,
  upperHeader,
} from '@club/model';
import { testApi } from './support/api.js';

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
  it('has a list for every public resource of the model, and no certificates or messages', async () => {
    const answer = await api.call('GET', SITE_DATA_PATH);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(siteResources.map((d) => d.name).sort());
    expect(answer.body).not.toHaveProperty('certificate');
    expect(answer.body).not.toHaveProperty('contact-message');
    expect(() => parseSiteData(answer.body)).not.toThrow();
  });

  it('lists counters newest first and the header strip in the order it was added', async () => {
    for (const title of ['Old', 'Middle', 'New']) await addCounter(title);
    for (const title of ['Location', 'Home', 'Email', 'Phone']) await addHeader(title);

    const site = (await api.call('GET', SITE_DATA_PATH)).body;
    expect(site.counter.map((c: { title1: string }) => c.title1)).toEqual(['New', 'Middle', 'Old']);
    expect(site['upper-header'].map((h: { title: string }) => h.title)).toEqual([
      'Location',
      'Home',
      'Email',
      'Phone',
    ]);
    // Only what a visitor sees: the id and the fields, no bookkeeping.
    expect(Object.keys(site.counter[0]).sort()).toEqual(
      ['id', ...Object.keys(counter.fields)].sort(),
    );
    // The legacy list calls answer in the same orders.
    const legacy = (await api.call('GET', legacyPath(counter, 'list'))).body;
    expect(legacy.map((c: { title1: string }) => c.title1)).toEqual(['New', 'Middle', 'Old']);
  });

  it('carries a strong ETag, answers 304 to a client that has it, and caches for a minute', async () => {
    const first = await api.call('GET', SITE_DATA_PATH);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');

    const again = await api.call('GET', SITE_DATA_PATH, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(
      (
        await api.call('GET', SITE_DATA_PATH, {
          headers: { 'if-none-match': `"other", W/${etag}` },
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
