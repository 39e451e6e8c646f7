import { beforeEach, describe, expect, it } from 'vitest';
import {
  binKey,
  certificate,
  certificateCode,
  contactMessage,
  counter,
  DELETED_DAYS,
  deletedId,
  event,
  fileKey,
  HISTORY_DAYS,
  subEvent,
  team,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import { contentService } from '../../src/domain/content/content-service.js';
import type { Item } from '../../src/domain/ports.js';
import type { Actor } from '../../src/domain/content/record-history.js';
import { fakeMediaProcessor } from '../fakes/files.js';
import { refusal } from '../fakes/refusal.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { ADMIN_ACTOR } from '../support/actor.js';
import { counterValues } from '../support/counter.js';
import { memberFields, subEventFields } from '../support/member.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const EDITOR: Actor = { email: 'editor@club.test', address: '198.51.100.4' };
const picture = (seed: number) => ({ name: 'photo.png', bytes: new Uint8Array([seed, 2, 3]) });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const addMember = (name: string, seed = 1) =>
  api.content.create(
    team,
    { fields: memberFields(name), files: { image: picture(seed) } },
    ADMIN_ACTOR,
  );

const edit = (d: ResourceDefinition, record: Item, changes: object, by = EDITOR) =>
  api.content.update(
    d,
    record.id,
    { fields: { ...record, ...changes }, files: {} },
    record.version,
    by,
  );

const historyOf = (d: ResourceDefinition, id: string) => api.content.history(d, id);

/** The change of the history that made `record` what it is (its latest). */
const latest = async (d: ResourceDefinition, id: string) => (await historyOf(d, id))[0]!;

/** Everything a refused restore could have changed: the records, the history, the bin, the files. */
const everything = async (d: ResourceDefinition, id: string) => ({
  records: await api.table.list(d.name),
  history: await historyOf(d, id),
  deleted: await api.content.deletedPage({}),
  files: api.bucket.keys(),
});

describe("a record's history", () => {
  it('keeps every create, update and delete: who, when, before and after, and the fields that changed', async () => {
    const made = await addMember('Nadia Islam');
    api.clock.advance(60_000);
    const edited = await edit(team, made, { position: 'Captain', whatsapp: '01811 000000' });
    api.clock.advance(60_000);
    const moved = await api.content.update(
      team,
      made.id,
      { fields: memberFields('Nadia Islam'), files: { image: picture(2) } },
      edited.version,
      ADMIN_ACTOR,
    );
    api.clock.advance(60_000);
    await api.content.remove(team, made.id, EDITOR);

    const changes = await historyOf(team, made.id);
    expect(changes.map((c) => [c.action, c.who, c.changed])).toEqual([
      ['delete', EDITOR.email, Object.keys(team.fields)],
      ['update', ADMIN_ACTOR.email, ['position', 'image', 'whatsapp']],
      ['update', EDITOR.email, ['position', 'whatsapp']],
      ['create', ADMIN_ACTOR.email, Object.keys(team.fields)],
    ]);
    const [removed, replaced, changed, created] = changes as [
      RecordChange,
      RecordChange,
      RecordChange,
      RecordChange,
    ];
    expect(created).toMatchObject({ resource: 'team', recordId: made.id, after: made });
    expect(created.before).toBeUndefined();
    expect(changed).toMatchObject({ before: made, after: edited });
    expect(replaced.after).toEqual(moved);
    expect(removed).toMatchObject({ before: moved, at: api.clock.now().toISOString() });
    expect(removed.after).toBeUndefined();
    // Newest first, and the ids sort as the changes were made.
    expect(changes.map((c) => c.at)).toEqual([...changes.map((c) => c.at)].sort().reverse());
    expect([...changes.map((c) => c.id)].sort().reverse()).toEqual(changes.map((c) => c.id));
  });

  it('tells the listener of each change with who made it and from where, messages included', async () => {
    const heard: [RecordChange, Actor][] = [];
    const content = contentService({
      records: api.records,
      files: api.bucket.files,
      media: fakeMediaProcessor(api.bucket.files),
      log: console,
      now: api.clock.now,
      onChange: async (change, actor) => void heard.push([change, actor]),
    });
    const made = await content.create(counter, { fields: counterValues(), files: {} }, EDITOR);
    await content.remove(counter, made.id, EDITOR);
    // A message has no history, but its delete in the inbox is a change all the same.
    const message = await content.create(
      contactMessage,
      { fields: { name: 'V', email: 'v@example.org', subject: 'Hi', message: 'Hello' }, files: {} },
      { email: 'v@example.org', address: '192.0.2.1' },
    );
    await content.remove(contactMessage, message.id, EDITOR);
    expect(heard.map(([c, a]) => [c.action, c.resource, c.recordId, a])).toEqual([
      ['create', 'counter', made.id, EDITOR],
      ['delete', 'counter', made.id, EDITOR],
      ['create', 'contact-message', message.id, { email: 'v@example.org', address: '192.0.2.1' }],
      ['delete', 'contact-message', message.id, EDITOR],
    ]);
    expect(await api.records.list(`history/contact-message/${message.id}`)).toEqual([]);
  });

  it('records a rename carried to the sub-events that named the old title, by the same person', async () => {
    const robo = await api.content.create(
      event,
      {
        fields: {
          title: 'Robo Fest',
          description: 'A day of robots.',
          description1: 'One',
          description2: 'Two',
          description3: 'Three',
        },
        files: { image: picture(1) },
      },
      ADMIN_ACTOR,
    );
    const race = await api.content.create(
      subEvent,
      {
        fields: { ...subEventFields('Line Race'), eventName: 'Robo Fest' },
        files: { imageOrVideo: picture(2) },
      },
      ADMIN_ACTOR,
    );
    await edit(event, robo, { title: 'Robo Fest 2030' });
    expect(await latest(subEvent, race.id)).toMatchObject({
      action: 'update',
      who: EDITOR.email,
      changed: ['eventName'],
      before: { eventName: 'Robo Fest' },
      after: { eventName: 'Robo Fest 2030' },
    });
  });

  it('follows a certificate whose code an edit changed back to the changes under its old id', async () => {
    const fields = {
      name: 'Arif',
      event: 'Robo Carnival 2025',
      univarsity: 'Daffodil International University',
      position: 'Champion',
      year: '2025',
    };
    const issued = await api.content.create(
      certificate,
      { fields, files: { image: picture(1) } },
      ADMIN_ACTOR,
    );
    const moved = await edit(certificate, issued, { position: 'Runner-up' });
    expect(moved.id).not.toBe(issued.id);
    expect((await historyOf(certificate, moved.id)).map((c) => c.action)).toEqual([
      'update',
      'create',
    ]);

    // Restoring the version from before the move moves it back, to the old code.
    const [, created] = await historyOf(certificate, moved.id);
    const back = await api.content.restoreVersion(
      certificate,
      moved.id,
      created!.id,
      moved.version,
      ADMIN_ACTOR,
    );
    expect(back).toMatchObject({
      id: issued.id,
      code: certificateCode(fields),
      position: 'Champion',
    });
    expect((await historyOf(certificate, back.id)).map((c) => c.action)).toEqual([
      'restore',
      'update',
      'create',
    ]);
  });

  it('is kept for a year, then no longer shown (the table forgets it a little later)', async () => {
    const made = await addMember('Old Timer');
    api.clock.advance((HISTORY_DAYS - 1) * DAY_MS);
    expect(await historyOf(team, made.id)).toHaveLength(1);
    api.clock.advance(2 * DAY_MS);
    expect(await historyOf(team, made.id)).toEqual([]);
  });

  it("is not kept for the inbox's messages, nor are they kept once deleted", async () => {
    await api.contact.send(
      { name: 'Visitor', email: 'visitor@example.org', subject: 'Hello', message: 'Hi there' },
      { address: '192.0.2.1' },
    );
    const [message] = await api.records.list('contact-message');
    await api.contact.inbox.remove(message!.id, ADMIN_ACTOR);
    expect(await api.records.list(`history/contact-message/${message!.id}`)).toEqual([]);
    expect((await api.content.deletedPage({})).total).toBe(0);
  });
});

describe('restoring a version', () => {
  it('brings back the exact fields and file of that version, and is itself a change', async () => {
    const made = await addMember('Rafi Karim', 1);
    const replaced = await api.content.update(
      team,
      made.id,
      {
        fields: { ...memberFields('Rafi Karim'), position: 'Drone Lead', description: 'Flies.' },
        files: { image: picture(2) },
      },
      made.version,
      EDITOR,
    );
    const [, created] = await historyOf(team, made.id);

    const restored = await api.content.restoreVersion(
      team,
      made.id,
      created!.id,
      replaced.version,
      ADMIN_ACTOR,
    );
    const { version: _v, updatedAt: _u, ...asMade } = made;
    expect(restored).toEqual({
      ...asMade,
      version: Number(replaced.version) + 1,
      updatedAt: api.clock.now().toISOString(),
    });
    expect(await api.bucket.files.read(fileKey(team, String(restored.image)))).toEqual(
      picture(1).bytes,
    );
    expect(await latest(team, made.id)).toMatchObject({
      action: 'restore',
      who: ADMIN_ACTOR.email,
      before: replaced,
      after: restored,
      changed: ['position', 'description', 'image'],
    });
  });

  it('refuses a stale version, a change not in the history, and a delete, changing nothing', async () => {
    const made = await addMember('Stale Sam');
    const edited = await edit(team, made, { position: 'Captain' });
    const [, created] = await historyOf(team, made.id);
    const before = await everything(team, made.id);

    expect(
      await refusal(api.content.restoreVersion(team, made.id, created!.id, made.version, EDITOR)),
    ).toMatchObject({
      kind: 'conflict',
      message: 'This team member was changed by someone else. Reload it and try again.',
    });
    expect(
      (await refusal(api.content.restoreVersion(team, made.id, created!.id, 'x', EDITOR))).errors,
    ).toHaveProperty('version');
    expect(
      await refusal(
        api.content.restoreVersion(team, made.id, 'no-such-change', edited.version, EDITOR),
      ),
    ).toMatchObject({ kind: 'not-found' });
    expect(await everything(team, made.id)).toEqual(before);

    // A delete has no version after it; the record restored from the bin is the way back.
    await api.content.remove(team, made.id, EDITOR);
    const back = await api.content.restoreDeleted(deletedId('team', made.id), EDITOR);
    const deleteChange = (await historyOf(team, made.id)).find((c) => c.action === 'delete')!;
    expect(
      await refusal(
        api.content.restoreVersion(team, made.id, deleteChange.id, back.version, EDITOR),
      ),
    ).toMatchObject({
      kind: 'invalid',
      errors: { change: expect.stringContaining('Choose the change before it') },
    });
  });

  it('refuses (409) a version whose file is gone, changing nothing', async () => {
    const made = await addMember('Gone Picture', 1);
    const replaced = await api.content.update(
      team,
      made.id,
      { fields: memberFields('Gone Picture'), files: { image: picture(2) } },
      made.version,
      EDITOR,
    );
    await api.bucket.files.remove(fileKey(team, String(made.image)));
    const [, created] = await historyOf(team, made.id);
    const before = await everything(team, made.id);
    const refused = await refusal(
      api.content.restoreVersion(team, made.id, created!.id, replaced.version, EDITOR),
    );
    expect(refused).toMatchObject({ kind: 'conflict' });
    expect(refused.message).toMatch(
      /^The image of this version is no longer kept .* Restore a later version, or edit the team member and choose the file again\.$/,
    );
    expect(await everything(team, made.id)).toEqual(before);
  });
});

describe('Recently deleted', () => {
  it('lists deleted records newest first, by resource, for 30 days', async () => {
    const first = await addMember('First Gone');
    const count = await api.content.create(
      counter,
      { fields: counterValues('Visitors'), files: {} },
      ADMIN_ACTOR,
    );
    await api.content.remove(team, first.id, EDITOR);
    api.clock.advance(1000);
    await api.content.remove(counter, count.id, ADMIN_ACTOR);

    const { page, total } = await api.content.deletedPage({});
    expect(total).toBe(2);
    expect(page.map((r) => [r.id, r.resource, r.title, r.who])).toEqual([
      [deletedId('counter', count.id), 'counter', 'Visitors', ADMIN_ACTOR.email],
      [deletedId('team', first.id), 'team', 'First Gone', EDITOR.email],
    ]);
    expect(page[1]!.until).toBe(
      new Date(Date.parse(page[1]!.deletedAt) + DELETED_DAYS * DAY_MS).toISOString(),
    );
    expect(
      await api.content.deletedPage({ filter: { resource: 'team' }, range: [0, 9] }),
    ).toMatchObject({
      total: 1,
      page: [{ recordId: first.id }],
    });
    expect((await refusal(api.content.deletedPage({ filter: { title: 'x' } }))).kind).toBe(
      'invalid',
    );

    api.clock.advance(DELETED_DAYS * DAY_MS);
    expect((await api.content.deletedPage({})).total).toBe(0);
    expect(
      (await refusal(api.content.restoreDeleted(deletedId('counter', count.id), EDITOR))).kind,
    ).toBe('not-found');
  });

  it('brings a record back with the same id, the exact fields and its file, and leaves the list', async () => {
    const made = await addMember('Come Back', 3);
    const removed = await api.content.remove(team, made.id, EDITOR);
    api.clock.advance(60_000);

    const back = await api.content.restoreDeleted(deletedId('team', made.id), ADMIN_ACTOR);
    const { version: _v, updatedAt: _u, ...asRemoved } = removed;
    expect(back).toEqual({
      ...asRemoved,
      version: Number(removed.version) + 1,
      updatedAt: api.clock.now().toISOString(),
    });
    expect(await api.content.get(team, made.id)).toEqual(back);
    expect(await api.bucket.files.read(fileKey(team, String(back.image)))).toEqual(
      picture(3).bytes,
    );
    expect((await api.content.deletedPage({})).total).toBe(0);
    expect((await historyOf(team, made.id)).map((c) => [c.action, c.who])).toEqual([
      ['restore', ADMIN_ACTOR.email],
      ['delete', EDITOR.email],
      ['create', ADMIN_ACTOR.email],
    ]);
    expect(
      (await refusal(api.content.restoreDeleted(deletedId('team', made.id), ADMIN_ACTOR))).kind,
    ).toBe('not-found');
  });

  it('refuses when the code is taken again, the event is gone, or the file is gone, changing nothing', async () => {
    const fields = {
      name: 'Nadia',
      event: 'Robo Carnival 2025',
      univarsity: 'Daffodil International University',
      position: 'Champion',
      year: '2025',
    };
    const issued = await api.content.create(
      certificate,
      { fields, files: { image: picture(1) } },
      ADMIN_ACTOR,
    );
    await api.content.remove(certificate, issued.id, EDITOR);
    await api.content.create(certificate, { fields, files: { image: picture(2) } }, ADMIN_ACTOR);
    const taken = await everything(certificate, issued.id);
    const refusedTaken = await refusal(
      api.content.restoreDeleted(deletedId('certificate', issued.id), EDITOR),
    );
    expect(refusedTaken.kind).toBe('conflict');
    expect(refusedTaken.message).toContain(
      `A certificate with the code '${certificateCode(fields)}' already exists.`,
    );
    expect(refusedTaken.message).toContain('delete it or change its code first');
    expect(await everything(certificate, issued.id)).toEqual(taken);

    const robo = await api.content.create(
      event,
      {
        fields: {
          title: 'Robo Fest',
          description: 'Robots.',
          description1: '1',
          description2: '2',
          description3: '3',
        },
        files: { image: picture(4) },
      },
      ADMIN_ACTOR,
    );
    const race = await api.content.create(
      subEvent,
      {
        fields: { ...subEventFields('Line Race'), eventName: 'Robo Fest' },
        files: { imageOrVideo: picture(5) },
      },
      ADMIN_ACTOR,
    );
    await api.content.remove(subEvent, race.id, EDITOR);
    await api.content.remove(event, robo.id, EDITOR);
    const orphaned = await everything(subEvent, race.id);
    expect(
      await refusal(api.content.restoreDeleted(deletedId('sub-event', race.id), EDITOR)),
    ).toMatchObject({
      kind: 'conflict',
      message:
        "The event 'Robo Fest' that this sub-event belongs to no longer exists. Restore or add it first, then restore this sub-event.",
    });
    expect(await everything(subEvent, race.id)).toEqual(orphaned);
    // With its event back first, it comes back too.
    await api.content.restoreDeleted(deletedId('event', robo.id), EDITOR);
    expect(await api.content.restoreDeleted(deletedId('sub-event', race.id), EDITOR)).toMatchObject(
      { id: race.id },
    );

    const member = await addMember('Lost Photo');
    await api.content.remove(team, member.id, EDITOR);
    // Lost from the bin, where a deleted record's files wait.
    await api.bucket.files.remove(binKey(fileKey(team, String(member.image))));
    const lost = await everything(team, member.id);
    const refusedFile = await refusal(
      api.content.restoreDeleted(deletedId('team', member.id), EDITOR),
    );
    expect(refusedFile).toMatchObject({ kind: 'conflict' });
    expect(refusedFile.message).toMatch(
      /^The image of this version is no longer kept .* Add the team member again\.$/,
    );
    expect(await everything(team, member.id)).toEqual(lost);
  });

  it('refuses a delete over an edit made meanwhile, and keeps nothing of it', async () => {
    const made = await addMember('Raced');
    // Another instance edits between this delete's read and its removal: the table's condition
    // refuses the stale removal.
    const content = contentService({
      records: {
        ...api.records,
        remove: async (collection, id, version) => {
          if (collection === 'team') await edit(team, made, { position: 'Edited' }).catch(() => {});
          return api.records.remove(collection, id, version);
        },
      },
      files: api.bucket.files,
      media: fakeMediaProcessor(api.bucket.files),
      log: console,
      now: api.clock.now,
    });
    expect(await refusal(content.remove(team, made.id, EDITOR))).toMatchObject({
      kind: 'conflict',
    });
    expect(await api.content.get(team, made.id)).toMatchObject({ position: 'Edited' });
    expect((await api.content.deletedPage({})).total).toBe(0);
  });
});
