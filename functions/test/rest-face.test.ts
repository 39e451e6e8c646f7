import { beforeAll, describe, expect, it } from 'vitest';
import { counter, recordPath, restPath } from '@club/model';
import { testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

const counterValues = (title1: string) => ({
  title1,
  value1: 10,
  title2: 'Projects',
  value2: '20',
  title3: 'Awards',
  value3: 3,
});

describe('the REST face for the console (ra-data-simple-rest contract)', () => {
  it('creates from JSON, reads one, updates with the version, and refuses a stale edit', async () => {
    const created = await api.call('POST', restPath(counter), {
      json: counterValues('Members'),
      cookie,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title1: 'Members', value2: 20, version: 1 });
    const { id } = created.body;

    expect((await api.call('GET', recordPath(counter, id))).body).toMatchObject({ id, value1: 10 });

    const saved = await api.call('PUT', recordPath(counter, id), {
      json: { ...created.body, value1: 11 },
      cookie,
    });
    expect(saved).toMatchObject({ status: 200, body: { value1: 11, version: 2 } });

    const stale = await api.call('PUT', recordPath(counter, id), {
      json: { ...created.body, value1: 99 },
      cookie,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'This counter was changed by someone else. Reload it and try again.' },
    });
    expect((await api.call('GET', recordPath(counter, id))).body.value1).toBe(11);

    const removed = await api.call('DELETE', recordPath(counter, id), { cookie });
    expect(removed).toMatchObject({ status: 200, body: { id } });
    expect((await api.call('GET', recordPath(counter, id))).status).toBe(404);
  });

  it('sorts, pages and filters the list and reports the total in Content-Range', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const ids: string[] = [];
    for (const n of ['B', 'C', 'A']) {
      ids.push(
        (await api.call('POST', restPath(counter), { json: counterValues(`${tag} ${n}`), cookie }))
          .body.id,
      );
    }
    const page = await api.call('GET', restPath(counter), {
      query: { sort: '["title1","DESC"]', range: '[0,1]', filter: JSON.stringify({ q: tag }) },
    });
    expect(page.headers['content-range']).toBe('counter 0-1/3');
    expect(page.body.map((c: { title1: string }) => c.title1)).toEqual([`${tag} C`, `${tag} B`]);

    const many = await api.call('GET', restPath(counter), {
      query: { filter: JSON.stringify({ id: [ids[0], ids[2]] }) },
    });
    expect(many.body.map((c: { id: string }) => c.id).sort()).toEqual([ids[0], ids[2]].sort());

    const bad = await api.call('GET', restPath(counter), { query: { sort: '["password","ASC"]' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { sort: "Cannot sort Counters by 'password'." } },
    });
    expect((await api.call('GET', restPath(counter), { query: { range: 'nope' } })).status).toBe(
      400,
    );
  });

  it('needs a session for create, update and delete', async () => {
    expect((await api.call('POST', restPath(counter), { json: counterValues('x') })).status).toBe(
      401,
    );
    expect(
      (await api.call('PUT', recordPath(counter, 'any'), { json: counterValues('x') })).status,
    ).toBe(401);
    expect((await api.call('DELETE', recordPath(counter, 'any'))).status).toBe(401);
  });

  it('names an unknown call instead of failing silently', async () => {
    expect(await api.call('GET', '/api/nothing/here')).toMatchObject({
      status: 404,
      body: { message: 'There is no API call GET /api/nothing/here.' },
    });
  });
});
