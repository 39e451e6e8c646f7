import type { Item } from '@club/functions';
import { describe, expect, it } from 'vitest';
import { coalescedPublish, LEASE_MS } from '../src/coalesce.js';

/** Items with versions, refusing a create over one and a stale replace or remove, as the table does. */
const memoryRecords = () => {
  const items = new Map<string, Item>();
  const id = (collection: string, key: string) => `${collection}/${key}`;
  return {
    get: async (c: string, k: string) => items.get(id(c, k)),
    create: async (c: string, item: Item) => {
      if (items.has(id(c, item.id))) return false;
      items.set(id(c, item.id), item);
      return true;
    },
    replace: async (c: string, item: Item, expected: number) => {
      if (items.get(id(c, item.id))?.version !== expected) return false;
      items.set(id(c, item.id), item);
      return true;
    },
    remove: async (c: string, k: string, expected?: number) => {
      const held = items.get(id(c, k));
      if (!held || (expected !== undefined && held.version !== expected)) return undefined;
      items.delete(id(c, k));
      return held;
    },
  };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a burst of writes', () => {
  it('publishes once while a publish runs, and once more for the writes it missed', async () => {
    const records = memoryRecords();
    let revision = 1;
    const publishedAt: number[] = [];
    let release: () => void = () => {};
    const runs = (holder: string) =>
      coalescedPublish({
        records,
        revision: async () => revision,
        holder,
        publish: async () => {
          publishedAt.push(revision);
          // The first publish takes a while: the burst arrives meanwhile.
          if (publishedAt.length === 1) await new Promise<void>((done) => (release = done));
        },
      });
    const first = runs('first')();
    await tick();
    const askers: Promise<string>[] = [];
    for (let i = 0; i < 200; i += 1) {
      revision += 1;
      askers.push(runs(`write-${i}`)());
    }
    // Every asker finds the first publish running and leaves it the work.
    expect(new Set(await Promise.all(askers))).toEqual(new Set(['left to another']));
    release();
    expect(await first).toBe('published');
    // Two publishes for 201 writes, the second one of the content after the last write.
    expect(publishedAt).toEqual([1, 201]);
  });

  it('takes over from a publish that died holding the lease', async () => {
    const records = memoryRecords();
    let now = 0;
    let published = 0;
    const run = (holder: string, fail = false) =>
      coalescedPublish({
        records,
        revision: async () => 1,
        holder,
        now: () => now,
        publish: async () => {
          if (fail) throw new Error('timed out');
          published += 1;
        },
      });
    // A failure still gives the lease back (the retry must find it free)...
    await expect(run('a', true)()).rejects.toThrow('timed out');
    expect(await run('b')()).toBe('published');
    // ...while one that vanished holding it is waited out for LEASE_MS.
    await records.create('publish-lease', {
      id: 'pages',
      version: 1,
      holder: 'gone',
      until: now + LEASE_MS,
    });
    expect(await run('c')()).toBe('left to another');
    now += LEASE_MS + 1;
    expect(await run('d')()).toBe('published');
    expect(published).toBe(2);
  });

  it('takes the lease a killed stack left at once when told no other run can be alive', async () => {
    const records = memoryRecords();
    let published = 0;
    await records.create('publish-lease', {
      id: 'pages',
      version: 3,
      holder: 'killed',
      until: Date.now() + LEASE_MS,
    });
    const run = coalescedPublish({
      records,
      revision: async () => 1,
      holder: 'start',
      publish: async () => {
        published += 1;
      },
    });
    expect(await run({ wait: true, takeOver: true, waitMs: 0 })).toBe('published');
    expect(published).toBe(1);
    expect(await records.get('publish-lease', 'pages')).toBeUndefined();
  });

  it('waits for a running publish when asked to, then publishes itself', async () => {
    const records = memoryRecords();
    let release: () => void = () => {};
    const order: string[] = [];
    const run = (holder: string, slow: boolean) =>
      coalescedPublish({
        records,
        revision: async () => 1,
        holder,
        publish: async () => {
          order.push(`${holder} starts`);
          if (slow) await new Promise<void>((done) => (release = done));
          order.push(`${holder} ends`);
        },
      });
    const running = run('write', true)();
    await tick();
    const start = run('start', false)({ wait: true, pollMs: 5 });
    await tick();
    release();
    expect(await start).toBe('published');
    await running;
    expect(order).toEqual(['write starts', 'write ends', 'start starts', 'start ends']);
  });

  it('stops waiting for a publish that never ends, and says it left it the work', async () => {
    const records = memoryRecords();
    let now = 0;
    await records.create('publish-lease', {
      id: 'pages',
      version: 1,
      holder: 'stuck',
      until: LEASE_MS,
    });
    const run = coalescedPublish({
      records,
      revision: async () => 1,
      holder: 'deploy',
      now: () => (now += 400),
      publish: async () => {
        throw new Error('never reached');
      },
    });
    expect(await run({ wait: true, pollMs: 1, waitMs: 2_000 })).toBe('left to another');
  });
});
