import { beforeAll, describe, expect, it } from 'vitest';
import { event, legacyPath, recordPath, SITE_DATA_PATH, subEvent } from '@club/model';
import { pngFile } from './support/files.js';
import { testApi } from './support/api.js';
import { formOf } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  // Renames touch every sub-event and advisor: a table of its own keeps others' out.
  api = await testApi({ table: 'references' });
  cookie = await api.login();
});

const add = async (path: string, values: Record<string, string | File>) => {
  const answer = await api.call('POST', path, {
    form: formOf(values),
    cookie,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, unknown> & { id: string; version: number };
};

const addEvent = async (title: string) =>
  add(legacyPath(event, 'add'), {
    title,
    description: 'A day of robots.',
    description1: 'One',
    description2: 'Two',
    description3: 'Three',
    image: await pngFile(),
  });

const addSubEvent = async (eventName: string, header: string) =>
  add(legacyPath(subEvent, 'add'), {
    eventName,
    header,
    description1: 'Rules',
    description2: 'Prizes',
    links: 'https://club.test/register',
    imageOrVideo: await pngFile(),
  });

// The rules themselves (renames carried, deletes refused) are unit/references.test.ts's.
describe('a record that others name', () => {
  it('cannot be deleted on either face, and the answer names them', async () => {
    const expo = await addEvent('Tech Expo');
    await addSubEvent('Tech Expo', 'Line Follower');
    for (const path of [recordPath(event, expo.id), `${legacyPath(event, 'remove')}/${expo.id}`]) {
      const refused = await api.call('DELETE', path, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain("'Line Follower'");
    }
    expect((await api.call('GET', recordPath(event, expo.id))).body.title).toBe('Tech Expo');
  });
});

describe('a renamed event', () => {
  it("remembers its former title in the table, and the site's data does not show it", async () => {
    const expo = await addEvent('Drone Expo');
    const renamed = await api.call('PUT', recordPath(event, expo.id), {
      json: { ...expo, title: 'Drone Expo 2026' },
      cookie,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const stored = (await api.call('GET', recordPath(event, expo.id), { cookie })).body;
    expect(stored).toMatchObject({
      title: 'Drone Expo 2026',
      formerTitles: [{ title: 'Drone Expo' }],
    });
    const site = (await api.call('GET', SITE_DATA_PATH)).body as Record<string, object[]>;
    const shown = site[event.name]!.find((e) => 'id' in e && e.id === expo.id);
    expect(shown).toMatchObject({ title: 'Drone Expo 2026' });
    expect(shown).not.toHaveProperty('formerTitles');
  });
});
