import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROOT,
  CONTACT_PATH,
  SITE_DATA_PATH,
  contactMessage,
  counter,
  restPath,
} from '@club/model';
import { ADMIN, testApi } from './support/api.js';
import { counterValues } from './support/counter.js';

const SITE = 'https://club.example';
const EVIL = 'https://evil.example';
const REFUSED = {
  status: 403,
  body: {
    message:
      "This change was refused because it was not sent from the club's own website. Open the site or the admin console and try again there.",
  },
};

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi({ env: { SITE_ORIGIN: `${SITE},http://localhost:3000` } });
  cookie = await api.login();
});

const LOGIN = `${ADMIN_ROOT}/login`;
const from = (origin: string, fetchSite?: string) => ({
  origin,
  ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}),
});
describe('writes sent from another site’s page', () => {
  it('refuse a login from another page, and let the site’s pages and plain clients log in', async () => {
    const refused = await api.call('POST', LOGIN, { json: ADMIN, headers: from(EVIL) });
    expect(refused).toMatchObject(REFUSED);
    expect(refused.cookies).toEqual([]);

    for (const headers of [
      from(SITE, 'same-origin'),
      from('http://localhost:3000'),
      {} /* curl */,
    ]) {
      const answer = await api.call('POST', LOGIN, { json: ADMIN, headers });
      expect(answer.status).toBe(200);
      expect(answer.cookies[0]).toMatch(/^club_session=/);
    }
  });

  it('refuse a logged-in create, edit and delete from another page, and change nothing', async () => {
    const path = restPath(counter);
    const before = (await api.call('GET', path)).body.length;
    const create = await api.call('POST', path, {
      json: counterValues('Forged'),
      cookie,
      headers: from(EVIL, 'cross-site'),
    });
    expect(create).toMatchObject(REFUSED);
    expect((await api.call('GET', path)).body).toHaveLength(before);

    const made = await api.call('POST', path, {
      json: counterValues('Members'),
      cookie,
      headers: from(SITE, 'same-origin'),
    });
    expect(made.status).toBe(201);
    const one = `${path}/${made.body.id}`;
    const edit = await api.call('PUT', one, {
      json: { ...made.body, value1: 99 },
      cookie,
      headers: from(EVIL),
    });
    expect(edit).toMatchObject(REFUSED);
    expect(await api.call('DELETE', one, { cookie, headers: from(EVIL) })).toMatchObject(REFUSED);
    expect((await api.call('GET', one)).body).toMatchObject({ title1: 'Members', value1: 10 });
  });

  it('go by Sec-Fetch-Site where the browser sends it: only same-origin and none pass', async () => {
    // A page of a sibling site (same-site) is another site's page too, whatever it claims.
    for (const fetchSite of ['cross-site', 'same-site'])
      expect(
        await api.call('POST', LOGIN, { json: ADMIN, headers: { 'sec-fetch-site': fetchSite } }),
      ).toMatchObject(REFUSED);
    for (const fetchSite of ['same-origin', 'none'])
      expect(
        (await api.call('POST', LOGIN, { json: ADMIN, headers: { 'sec-fetch-site': fetchSite } }))
          .status,
      ).toBe(200);
    // `null` is what a sandboxed frame or a privacy-minded redirect sends: not the site.
    expect(
      await api.call('POST', LOGIN, { json: ADMIN, headers: { origin: 'null' } }),
    ).toMatchObject(REFUSED);
  });

  it('refuse a contact message posted from another page and store nothing', async () => {
    const subject = `Cross-site ${crypto.randomUUID().slice(0, 8)}`;
    const sent = { name: 'Bot', email: 'bot@example.org', subject, message: 'Buy now.' };
    const answer = await api.call('POST', CONTACT_PATH, { json: sent, headers: from(EVIL) });
    expect(answer).toMatchObject(REFUSED);
    const stored = await api.deps.records.list(contactMessage.name);
    expect(stored.filter((m) => m.subject === subject)).toEqual([]);
  });

  it('leave reads open to any page', async () => {
    const read = await api.call('GET', SITE_DATA_PATH, { headers: from(EVIL, 'cross-site') });
    expect(read.status).toBe(200);
  });

  it('are all refused when no site origin is configured, while clients without an Origin pass', async () => {
    const closed = await testApi({ table: 'cross-site-unset' });
    expect(await closed.call('POST', LOGIN, { json: ADMIN, headers: from(SITE) })).toMatchObject(
      REFUSED,
    );
    expect((await closed.call('POST', LOGIN, { json: ADMIN })).status).toBe(200);
  });
});

describe('the API’s own security headers', () => {
  it('are on every answer: success, not modified, refusals, errors and unknown calls', async () => {
    const site = await api.call('GET', SITE_DATA_PATH);
    const answers = [
      site,
      await api.call('GET', SITE_DATA_PATH, { headers: { 'if-none-match': site.headers.etag! } }),
      await api.call('POST', restPath(counter), { json: counterValues('No session') }),
      await api.call('POST', LOGIN, { json: ADMIN, headers: from(EVIL) }),
      await api.call('POST', LOGIN, {
        raw: '{not json',
        headers: { 'content-type': 'application/json' },
      }),
      await api.call('GET', '/api/no/such/call'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 304, 401, 403, 400, 404]);
    for (const answer of answers)
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
  });
});
