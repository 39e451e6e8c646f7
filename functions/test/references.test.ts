import { beforeAll, describe, expect, it } from 'vitest';
import { advisor, event, legacyPath, recordPath, REST_ROOT, restPath, subEvent } from '@club/model';
import { pngFile } from './support/files.js';
import { testApi } from './support/api.js';
import { formOf, memberFields } from './support/member.js';

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

const addAdvisor = async (mainevent: string, subevent: string, name: string) =>
  add(legacyPath(advisor, 'add'), {
    ...memberFields(name),
    mainevent,
    subevent,
    image: await pngFile(),
  });

const read = async (resource: string, id: string) =>
  (await api.call('GET', `${REST_ROOT}/${resource}/${encodeURIComponent(id)}`)).body;

const rename = async (resource: string, record: Record<string, unknown>, changes: object) =>
  api.call('PUT', `${REST_ROOT}/${resource}/${encodeURIComponent(String(record.id))}`, {
    json: { ...record, ...changes },
    cookie,
  });

describe('sub-events and advisors name their event and sub-event by title', () => {
  it('renaming an event carries the new title to its sub-events and advisors, and no others', async () => {
    const fest = await addEvent('Robo Fest');
    const other = await addEvent('Code Camp');
    const soccer = await addSubEvent('Robo Fest', 'Soccer Bot');
    const elsewhere = await addSubEvent('Code Camp', 'Soccer Bot');
    const coach = await addAdvisor('Robo Fest', 'Soccer Bot', 'Nadia Rahman');
    const otherCoach = await addAdvisor('Code Camp', 'Soccer Bot', 'Imran Hossain');

    const renamed = await rename('event', fest, { title: 'Robo Fest 2026' });
    expect(renamed.status).toBe(200);

    expect(await read('sub-event', soccer.id)).toMatchObject({
      eventName: 'Robo Fest 2026',
      version: soccer.version + 1,
    });
    expect(await read('advisor', coach.id)).toMatchObject({
      mainevent: 'Robo Fest 2026',
      subevent: 'Soccer Bot',
    });
    // A sub-event of the same header under another event is not the renamed one's.
    expect(await read('sub-event', elsewhere.id)).toMatchObject({ eventName: 'Code Camp' });
    expect(await read('advisor', otherCoach.id)).toMatchObject({ mainevent: 'Code Camp' });
    expect((await read('event', other.id)).title).toBe('Code Camp');
  });

  it('renaming or moving a sub-event carries its advisors with it', async () => {
    await addEvent('Drone Day');
    await addEvent('Air Show');
    const race = await addSubEvent('Drone Day', 'Race');
    const pilot = await addAdvisor('Drone Day', 'Race', 'Sadia Islam');

    expect((await rename('sub-event', race, { header: 'Drone Race' })).status).toBe(200);
    expect(await read('advisor', pilot.id)).toMatchObject({ subevent: 'Drone Race' });

    const moved = await read('sub-event', race.id);
    expect((await rename('sub-event', moved, { eventName: 'Air Show' })).status).toBe(200);
    expect(await read('advisor', pilot.id)).toMatchObject({
      mainevent: 'Air Show',
      subevent: 'Drone Race',
    });
  });

  it('refuses to delete an event that still has sub-events, naming them, on both faces', async () => {
    const expo = await addEvent('Tech Expo');
    const a = await addSubEvent('Tech Expo', 'Line Follower');
    await addSubEvent('Tech Expo', 'Maze Solver');

    for (const path of [recordPath(event, expo.id), `${legacyPath(event, 'remove')}/${expo.id}`]) {
      const refused = await api.call('DELETE', path, { cookie });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain("'Line Follower'");
      expect(refused.body.message).toContain("'Maze Solver'");
    }
    expect((await read('event', expo.id)).title).toBe('Tech Expo');

    // Once its sub-events are gone, the event can go.
    for (const sub of (await api.call('GET', restPath(subEvent))).body.filter(
      (s: { eventName: string }) => s.eventName === 'Tech Expo',
    ))
      expect((await api.call('DELETE', recordPath(subEvent, sub.id), { cookie })).status).toBe(200);
    expect((await api.call('DELETE', recordPath(event, expo.id), { cookie })).status).toBe(200);
    expect((await api.call('GET', recordPath(subEvent, a.id))).status).toBe(404);
  });

  it('refuses to delete a sub-event that advisors still name', async () => {
    await addEvent('Hack Night');
    const sumo = await addSubEvent('Hack Night', 'Sumo');
    await addAdvisor('Hack Night', 'Sumo', 'Tanvir Ahmed');
    const refused = await api.call('DELETE', recordPath(subEvent, sumo.id), { cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The sub-event 'Sumo' still has the advisor 'Tanvir Ahmed'. Delete them or move them to another sub-event first.",
    );
  });
});
