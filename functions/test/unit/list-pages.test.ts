import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counter } from '@club/model';
import { MAX_AGE_MS } from '../../src/domain/content/collection-index.js';
import { DomainError } from '../../src/domain/errors.js';
import { applyListQuery, type ListQuery } from '../../src/domain/content/list-query.js';
import type { Item } from '../../src/domain/ports.js';
import { fakeApi, type FakeApi } from '../fakes/services.js';
import { ADMIN_ACTOR } from '../support/actor.js';

/**
 * The lists' protocol (domain/content/collection-index.ts over domain/content/list-stamps.ts and
 * noted-records.ts), as in production with only the table in memory, against the truth: the
 * collection read whole and sorted in memory.
 */

const values = (title1: string, value1 = 1) => ({
  title1,
  value1,
  title2: 'Projects',
  value2: 2,
  title3: 'Awards',
  value3: 3,
});

const MINUTE = 60_000;

// What the console asks: every sort it offers, both directions, any page, the count alone.
const sortFields = ['createdAt', 'updatedAt', 'id', ...Object.keys(counter.fields)];
const queryArb: fc.Arbitrary<ListQuery> = fc.record(
  {
    sort: fc.tuple(
      fc.constantFrom(...sortFields),
      fc.constantFrom('ASC' as const, 'DESC' as const),
    ),
    range: fc
      .tuple(fc.nat(30), fc.nat(12))
      .map(([start, size]): [number, number] => [start, start + size - 1]),
    filter: fc.constantFrom({}, { q: '1' }, { title1: 'B' }),
  },
  { requiredKeys: [] },
);

type Op =
  | { kind: 'create'; instance: number; title: string; valid: boolean }
  | { kind: 'update'; instance: number; pick: number; title: string; stale: boolean }
  | { kind: 'remove'; instance: number; pick: number }
  | { kind: 'read'; instance: number; query: ListQuery }
  | { kind: 'all'; instance: number }
  | { kind: 'restart'; instance: number }
  | { kind: 'tick'; ms: number };

const INSTANCES = 3;
const instance = fc.nat(INSTANCES - 1);
const title = fc.constantFrom('A', 'B', 'b', 'C 10', 'C 9', 'Zoë');
const op = <K extends Op['kind']>(kind: K, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<Extract<Op, { kind: K }>>;
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: op('create', { instance, title, valid: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: op('update', { instance, pick: fc.nat(), title, stale: fc.boolean() }),
  },
  { weight: 2, arbitrary: op('remove', { instance, pick: fc.nat() }) },
  { weight: 4, arbitrary: op('read', { instance, query: queryArb }) },
  { weight: 1, arbitrary: op('all', { instance }) },
  { weight: 1, arbitrary: op('restart', { instance }) },
  { weight: 1, arbitrary: op('tick', { ms: fc.integer({ min: 0, max: 6 * MINUTE }) }) },
);

/** A refusal the person is told about; anything else thrown is a fault of the protocol. */
const refused = (error: unknown) => {
  if (!(error instanceof DomainError)) throw error;
};

/** Three Lambda instances over one table, and the truth the lists must show. */
const world = (api: FakeApi) => {
  const instances = Array.from({ length: INSTANCES }, () => api.instance());
  // Every id ever created, so that updates and deletes also meet records already gone.
  const ids: string[] = [];
  // The ids whose delete was answered with success.
  const removed = new Set<string>();
  const truth = async (query: ListQuery) =>
    applyListQuery(counter, await api.table.list(counter.name), query);
  const everything = async () => (await truth({})).page;

  /** Runs one step; answers what a read answered, for the caller to compare with the truth. */
  const run = async (step: Op) => {
    if (step.kind === 'tick') return api.clock.advance(step.ms);
    const { content } = instances[step.instance]!;
    switch (step.kind) {
      case 'create': {
        const fields = step.valid ? values(step.title) : { ...values(step.title), value1: 'x' };
        const made = await content
          .create(counter, { fields, files: {} }, ADMIN_ACTOR)
          .catch(refused);
        if (made) ids.push(made.id);
        return;
      }
      case 'update': {
        const id = ids[step.pick % ids.length] ?? 'never-created';
        const now = await api.table.get(counter.name, id);
        const version = Number(now?.version ?? 1) + (step.stale ? 1 : 0);
        const fields = values(step.title, Number(now?.value1 ?? 0) + 1);
        await content
          .update(counter, id, { fields, files: {} }, version, ADMIN_ACTOR)
          .catch(refused);
        return;
      }
      case 'remove': {
        const id = ids[step.pick % ids.length] ?? 'never-created';
        if (await content.remove(counter, id, ADMIN_ACTOR).catch(refused)) removed.add(id);
        return;
      }
      case 'restart':
        instances[step.instance] = api.instance();
        return;
      case 'read':
        return { asked: step.query, answer: await content.query(counter, step.query) };
      case 'all':
        return { asked: undefined, answer: await content.list(counter) };
    }
  };

  /** What a read answered, against the collection as it is now. */
  const check = async (read: Awaited<ReturnType<typeof run>>) => {
    if (!read) return;
    if (read.asked) expect(read.answer).toEqual(await truth(read.asked));
    else expect(read.answer).toEqual(await everything());
  };

  return { instances, ids, removed, run, check, truth, everything };
};

describe('the pages of a list, against the collection read whole', () => {
  it('are right on every read, whatever writes, refusals, instances and time came before', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1, 3, 50),
        fc.array(opArb, { maxLength: 80 }),
        async (recentKept, steps) => {
          const { run, check } = world(fakeApi({ recentKept }));
          for (const step of steps) await check(await run(step));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('are right on every instance once concurrent writes and reads have settled', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.constantFrom(1, 3, 50),
        fc.array(opArb, { maxLength: 12 }),
        // More whole reads, which show every record in flight or not.
        fc.array(fc.oneof(opArb, op('all', { instance })), { minLength: 1, maxLength: 25 }),
        fc.array(queryArb, { minLength: 1, maxLength: 3 }),
        async (scheduler, recentKept, before, during, queries) => {
          let concurrent = false;
          const turn = () =>
            concurrent ? scheduler.schedule(Promise.resolve()).then(() => {}) : Promise.resolve();
          const api = fakeApi({ recentKept, turn });
          const { run, check, instances, truth, ids, removed } = world(api);
          for (const step of before) await run(step);

          concurrent = true;
          // A read in between may show a write in flight or not, but a create or delete that was
          // answered before the read began it shows, unless a delete of it was under way.
          let moment = 0;
          const created = new Map<string, number>();
          const removing = new Map<string, number>();
          const removedAt = new Map<string, number>();
          const timed = async (step: Op) => {
            // Each starts when the scheduler says, some after others have been answered.
            await turn();
            const began = ++moment;
            const target = 'pick' in step ? ids[step.pick % ids.length] : undefined;
            if (step.kind === 'remove' && target && !removing.has(target))
              removing.set(target, began);
            const known = new Set(ids);
            const wasRemoved = target !== undefined && removed.has(target);
            const read = await run(step);
            const ended = ++moment;
            for (const id of ids) if (!known.has(id) && !created.has(id)) created.set(id, ended);
            if (target && !wasRemoved && removed.has(target) && !removedAt.has(target))
              removedAt.set(target, ended);
            const whole = read && (!read.asked || (!read.asked.range && !read.asked.filter));
            if (!whole) return;
            const shown = new Set(
              ('page' in read.answer ? read.answer.page : read.answer).map((i) => i.id),
            );
            for (const [id, at] of created)
              if (at < began && (removing.get(id) ?? Infinity) > ended) expect(shown).toContain(id);
            for (const [id, at] of removedAt) if (at < began) expect(shown).not.toContain(id);
          };
          await scheduler.waitFor(Promise.all(during.map(timed)));
          concurrent = false;

          for (const someone of instances)
            for (const query of [...queries, { range: [0, -1] as [number, number] }])
              expect(await someone.content.query(counter, query)).toEqual(await truth(query));
          await check({ asked: undefined, answer: await instances[0]!.content.list(counter) });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a write the stamp does not name (the function died between the record and its note)', () => {
  const lostWrite = (api: FakeApi, id: string): Item => {
    const at = api.clock.now().toISOString();
    return { ...values('Lost note'), id, version: 1, createdAt: at, updatedAt: at };
  };

  it('shows within the maximum age', async () => {
    const api = fakeApi();
    const { run } = world(api);
    await run({ kind: 'create', instance: 0, title: 'A', valid: true });
    const page = { range: [0, 0] as [number, number] };
    expect((await api.content.query(counter, page)).total).toBe(1);

    await api.table.create(counter.name, lostWrite(api, 'lost'));
    expect((await api.content.query(counter, page)).total).toBe(1);
    api.clock.advance(MAX_AGE_MS);
    expect(await api.content.query(counter, page)).toMatchObject({
      total: 2,
      page: [{ id: 'lost' }],
    });
  });

  it('gone without a note: the page that misses it has the next read the collection whole', async () => {
    const api = fakeApi();
    await api.content.create(counter, { fields: values('Kept'), files: {} }, ADMIN_ACTOR);
    api.clock.advance(1);
    await api.content.create(counter, { fields: values('Going'), files: {} }, ADMIN_ACTOR);
    const page = { range: [0, 0] as [number, number] };
    const newest = (await api.content.query(counter, page)).page[0]!;

    await api.table.remove(counter.name, newest.id);
    // This page names a record that is gone: it comes back short, and the next is whole.
    expect(await api.content.query(counter, page)).toMatchObject({ page: [], total: 2 });
    expect(await api.content.query(counter, page)).toMatchObject({
      page: [{ title1: 'Kept' }],
      total: 1,
    });
  });
});
