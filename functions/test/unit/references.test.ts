import { beforeEach, describe, expect, it } from 'vitest';
import { advisor, deletedId, event, subEvent, type ResourceDefinition } from '@club/model';
import { DomainError } from '../../src/domain/errors.js';
import type { Item } from '../../src/domain/ports.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { memberFields, subEventFields } from '../support/member.js';
import { ADMIN_ACTOR } from '../support/actor.js';

const picture = { name: 'photo.png', bytes: new Uint8Array([1, 2, 3]) };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const add = (d: ResourceDefinition, fields: Record<string, unknown>) =>
  api.content.create(
    d,
    {
      fields,
      files: { [d === subEvent ? 'imageOrVideo' : 'image']: picture },
    },
    ADMIN_ACTOR,
  );

const addEvent = (title: string) =>
  add(event, {
    title,
    description: 'A day of robots.',
    description1: 'One',
    description2: 'Two',
    description3: 'Three',
  });
const addSubEvent = (eventName: string, header: string) =>
  add(subEvent, { ...subEventFields(header), eventName });
const addAdvisor = (mainevent: string, subevent: string, name: string) =>
  add(advisor, { ...memberFields(name), mainevent, subevent });

const read = (d: ResourceDefinition, id: string) => api.content.get(d, id);
const rename = (d: ResourceDefinition, record: Item, changes: object) =>
  api.content.update(
    d,
    record.id,
    { fields: { ...record, ...changes }, files: {} },
    record.version,
    ADMIN_ACTOR,
  );

const refusedDelete = async (d: ResourceDefinition, id: string) => {
  const error = await api.content.remove(d, id, ADMIN_ACTOR).then(
    () => expect.unreachable('the delete was not refused'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  expect(error.kind).toBe('conflict');
  return error.message;
};

describe('sub-events and advisors name their event and sub-event by title', () => {
  it('renaming an event carries the new title to its sub-events and advisors, and no others', async () => {
    const fest = await addEvent('Robo Fest');
    const other = await addEvent('Code Camp');
    const soccer = await addSubEvent('Robo Fest', 'Soccer Bot');
    const elsewhere = await addSubEvent('Code Camp', 'Soccer Bot');
    const coach = await addAdvisor('Robo Fest', 'Soccer Bot', 'Nadia Rahman');
    const otherCoach = await addAdvisor('Code Camp', 'Soccer Bot', 'Imran Hossain');

    await rename(event, fest, { title: 'Robo Fest 2026' });

    expect(await read(subEvent, soccer.id)).toMatchObject({
      eventName: 'Robo Fest 2026',
      version: Number(soccer.version) + 1,
    });
    expect(await read(advisor, coach.id)).toMatchObject({
      mainevent: 'Robo Fest 2026',
      subevent: 'Soccer Bot',
    });
    // A sub-event of the same header under another event is not the renamed one's.
    expect(await read(subEvent, elsewhere.id)).toMatchObject({ eventName: 'Code Camp' });
    expect(await read(advisor, otherCoach.id)).toMatchObject({ mainevent: 'Code Camp' });
    expect((await read(event, other.id)).title).toBe('Code Camp');
  });

  it('renaming or moving a sub-event carries its advisors with it', async () => {
    await addEvent('Drone Day');
    await addEvent('Air Show');
    const race = await addSubEvent('Drone Day', 'Race');
    const pilot = await addAdvisor('Drone Day', 'Race', 'Sadia Islam');

    await rename(subEvent, race, { header: 'Drone Race' });
    expect(await read(advisor, pilot.id)).toMatchObject({ subevent: 'Drone Race' });

    await rename(subEvent, await read(subEvent, race.id), { eventName: 'Air Show' });
    expect(await read(advisor, pilot.id)).toMatchObject({
      mainevent: 'Air Show',
      subevent: 'Drone Race',
    });
  });

  it('an event that still has sub-events cannot be deleted, and is told which; once they are gone it can', async () => {
    const expo = await addEvent('Tech Expo');
    const subs = [
      await addSubEvent('Tech Expo', 'Line Follower'),
      await addSubEvent('Tech Expo', 'Maze Solver'),
    ];
    const message = await refusedDelete(event, expo.id);
    expect(message).toContain("'Line Follower'");
    expect(message).toContain("'Maze Solver'");
    expect((await read(event, expo.id)).title).toBe('Tech Expo');

    for (const sub of subs) await api.content.remove(subEvent, sub.id, ADMIN_ACTOR);
    await api.content.remove(event, expo.id, ADMIN_ACTOR);
  });

  it('a sub-event that advisors still name cannot be deleted', async () => {
    await addEvent('Hack Night');
    const sumo = await addSubEvent('Hack Night', 'Sumo');
    await addAdvisor('Hack Night', 'Sumo', 'Tanvir Ahmed');
    expect(await refusedDelete(subEvent, sumo.id)).toBe(
      "The sub-event 'Sumo' still has the advisor 'Tanvir Ahmed'. Delete them or move them to another sub-event first.",
    );
  });
});

describe('a renamed event or sub-event remembers its former titles, for links shared before', () => {
  it('an event, its title; its sub-events that follow it, their event and header', async () => {
    const fest = await addEvent('Robo Fest');
    const soccer = await addSubEvent('Robo Fest', 'Soccer Bot');
    const renamed = await rename(subEvent, soccer, { header: 'Soccer Bot Cup' });
    await rename(event, fest, { title: 'Robo Fest 2026' });

    expect((await read(event, fest.id)).formerTitles).toEqual([{ title: 'Robo Fest' }]);
    expect((await read(subEvent, renamed.id)).formerTitles).toEqual([
      { eventName: 'Robo Fest', header: 'Soccer Bot' },
      { eventName: 'Robo Fest', header: 'Soccer Bot Cup' },
    ]);
  });

  it('keeps them through other edits, whatever a client sends in their place', async () => {
    const fest = await addEvent('Robo Fest');
    const renamed = await rename(event, fest, { title: 'Robo Fest 2026' });
    await rename(event, renamed, {
      description: 'Two days of robots.',
      formerTitles: [{ title: 'Somebody else’s event' }],
    });
    expect(await read(event, fest.id)).toMatchObject({
      description: 'Two days of robots.',
      formerTitles: [{ title: 'Robo Fest' }],
    });
  });

  it('has them back when it is restored from Recently deleted', async () => {
    const fest = await addEvent('Robo Fest');
    await rename(event, fest, { title: 'Robo Fest 2026' });
    await api.content.remove(event, fest.id, ADMIN_ACTOR);
    await api.content.restoreDeleted(deletedId(event.name, fest.id), ADMIN_ACTOR);
    expect((await read(event, fest.id)).formerTitles).toEqual([{ title: 'Robo Fest' }]);
  });
});
