import { expect } from 'vitest';
import { listStamps } from '../../src/domain/content/list-stamps.js';
import type { OrderRow, RecordTable, StampTable } from '../../src/domain/ports.js';

/**
 * What the services rely on from a table, run against the in-memory one (unit/fakes.test.ts)
 * and DynamoDB's (list-pages.test.ts): the fakes are only as good as this is shared.
 */

/** Conditional writes on the id and on `version`. `collection` must be new. */
export const recordTableContract = async (table: RecordTable, collection: string) => {
  const item = { id: 'a', version: 1, title: 'First' };
  expect(await table.create(collection, item)).toBe(true);
  expect(await table.create(collection, { ...item, title: 'Second' })).toBe(false);
  expect(await table.replace(collection, { ...item, version: 2 }, 2)).toBe(false);
  expect(await table.replace(collection, { ...item, version: 2, title: 'Edited' }, 1)).toBe(true);
  expect(await table.replace(collection, { id: 'gone', version: 2 }, 1)).toBe(false);
  expect(await table.get(collection, 'a')).toEqual({ id: 'a', version: 2, title: 'Edited' });

  await table.put(collection, { id: 'b', version: 7 });
  expect((await table.getMany(collection, ['a', 'b', 'c', 'a'])).map((i) => i.id).sort()).toEqual([
    'a',
    'b',
  ]);
  expect((await table.list(collection)).map((i) => i.id).sort()).toEqual(['a', 'b']);

  expect(await table.remove(collection, 'a', 1)).toBeUndefined();
  expect(await table.remove(collection, 'a', 2)).toMatchObject({ id: 'a', title: 'Edited' });
  expect(await table.remove(collection, 'a')).toBeUndefined();
  expect(await table.remove(collection, 'b')).toMatchObject({ id: 'b' });
  expect(await table.list(collection)).toEqual([]);
};

/** Pages in id order either way, from a key, within a range of ids; counts without reading. */
export const recordPagesContract = async (table: RecordTable, collection: string) => {
  const ids = Array.from({ length: 7 }, (_, i) => `2030-01-0${i + 1}T00:00:00.000Z~${i}`);
  for (const id of [...ids].reverse()) await table.put(collection, { id });
  const idsOf = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

  const newest = await table.page(collection, { descending: true, limit: 3 });
  expect(idsOf(newest)).toEqual([ids[6], ids[5], ids[4]]);
  const after = await table.page(collection, { descending: true, limit: 3, after: newest.next });
  expect(idsOf(after)).toEqual([ids[3], ids[2], ids[1]]);
  const rest = await table.page(collection, { descending: true, limit: 3, after: after.next });
  expect(rest).toEqual({ items: [{ id: ids[0] }] });

  const within = { from: '2030-01-02', to: '2030-01-04~' };
  expect(idsOf(await table.page(collection, { ...within, limit: 10 }))).toEqual(ids.slice(1, 4));
  expect(idsOf(await table.page(collection, { from: ids[5], limit: 10 }))).toEqual(ids.slice(5));
  expect(idsOf(await table.page(collection, { to: ids[0], limit: 10 }))).toEqual([ids[0]]);
  expect(await table.page(collection, { from: 'b', to: 'a', limit: 10 })).toEqual({ items: [] });
  expect(await table.page(collection, { limit: 0 })).toEqual({ items: [] });

  expect(await table.count(collection)).toBe(7);
  expect(await table.count(collection, within)).toBe(3);
  expect(await table.count(collection, { from: '2030-01-06' })).toBe(2);
  expect(await table.count(collection, { from: 'b', to: 'a' })).toBe(0);
  expect(await table.count(`${collection}-none`)).toBe(0);
};

const rows = (n: number): OrderRow[] =>
  Array.from({ length: n }, (_, i) => [`2030-01-01T00:00:0${i}.000Z`, `id-${i}`]);

/** The stamp's atomic notes and trimming, and the stored orders' conditional replacement. */
export const stampTableContract = async (table: StampTable, collection: string) => {
  const stamps = listStamps(table, { recentKept: 2 });
  expect(await stamps.listStamp(collection)).toEqual({ revision: 0, recent: [] });
  for (const id of ['a', 'b', 'c', 'd']) await stamps.noteWrite(collection, id);
  expect(await stamps.listStamp(collection)).toEqual({ revision: 4, recent: ['a', 'b', 'c', 'd'] });
  // Past twice the kept ids, trimmed back to them; a trim for an older revision does nothing.
  await stamps.noteWrite(collection, 'e');
  expect(await stamps.listStamp(collection)).toEqual({ revision: 5, recent: ['d', 'e'] });
  await table.trim(collection, [], 4);
  expect((await stamps.listStamp(collection)).recent).toEqual(['d', 'e']);

  const scannedAt = '2030-01-01T00:00:00.000Z';
  await stamps.saveSnapshot(collection, { revision: 3, scannedAt }, rows(3));
  const first = (await stamps.listStamp(collection)).snapshot!;
  expect(await stamps.readSnapshot(collection, first)).toEqual(rows(3));

  // An older copy, or as old, does not replace it; a later read of the same revision does.
  await stamps.saveSnapshot(
    collection,
    { revision: 2, scannedAt: '2030-01-02T00:00:00.000Z' },
    rows(2),
  );
  await stamps.saveSnapshot(collection, { revision: 3, scannedAt }, rows(1));
  expect((await stamps.listStamp(collection)).snapshot).toEqual(first);
  const later = '2030-01-01T00:05:00.000Z';
  await stamps.saveSnapshot(collection, { revision: 3, scannedAt: later }, rows(4));
  const second = (await stamps.listStamp(collection)).snapshot!;
  expect(second).toMatchObject({ revision: 3, scannedAt: later });
  expect(await stamps.readSnapshot(collection, second)).toEqual(rows(4));
  // The replaced copy is gone, and so are the copies that lost.
  expect(await stamps.readSnapshot(collection, first)).toBeUndefined();
  expect((await table.readParts(collection, first.key)).length).toBe(0);
  // The stamp's notes are untouched by it all.
  expect(await stamps.listStamp(collection)).toMatchObject({ revision: 5, recent: ['d', 'e'] });
};
