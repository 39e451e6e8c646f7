import { supersedes } from '../../src/domain/content/list-stamps.js';
import type {
  IdRange,
  Item,
  ListStamp,
  RecordTable,
  SnapshotPart,
  SnapshotRef,
  StampTable,
} from '../../src/domain/ports.js';

/**
 * Awaited before each step takes effect: a property test hands the turns out in any order
 * (fast-check's scheduler) to interleave concurrent requests; by default a step waits for nothing.
 */
export type Turn = () => Promise<void>;
const noWait: Turn = async () => {};

// Stored and answered as copies, as a table would: nobody holds a reference into it.
const copy = <T>(value: T): T => structuredClone(value);

// Ids in the order DynamoDB keeps a partition's sort keys (the same as code units for the ids used).
const inRange = (ids: string[], { from, to }: IdRange, descending: boolean) => {
  const kept = ids
    .filter((id) => (from === undefined || id >= from) && (to === undefined || id <= to))
    .sort();
  return descending ? kept.reverse() : kept;
};
const past = (id: string, after: string, descending: boolean) =>
  descending ? id < after : id > after;

/** DynamoDB's items of the records, as far as the services rely on them. Each step is atomic. */
export const memoryRecordTable = (turn: Turn = noWait) => {
  const collections = new Map<string, Map<string, Item>>();
  const of = (collection: string) => {
    let items = collections.get(collection);
    if (!items) collections.set(collection, (items = new Map()));
    return items;
  };
  const table: RecordTable = {
    async list(collection) {
      await turn();
      return [...of(collection).values()].map(copy);
    },
    async get(collection, id) {
      await turn();
      return copy(of(collection).get(id));
    },
    async getMany(collection, ids) {
      await turn();
      return [...new Set(ids)].flatMap((id) => copy(of(collection).get(id)) ?? []);
    },
    async page(collection, { descending = false, after, limit, ...range }) {
      await turn();
      const ids = inRange([...of(collection).keys()], range, descending);
      const from = after === undefined ? 0 : ids.findIndex((id) => past(id, after, descending));
      const items = (from < 0 ? [] : ids.slice(from, from + limit)).map((id) =>
        copy(of(collection).get(id))!,
      );
      const last = items.length === limit ? items.at(-1) : undefined;
      return last ? { items, next: last.id } : { items };
    },
    async count(collection, range = {}) {
      await turn();
      return inRange([...of(collection).keys()], range, false).length;
    },
    /** A conditional put on the id: a key field (a certificate's code) is taken only once. */
    async create(collection, item) {
      await turn();
      if (of(collection).has(item.id)) return false;
      of(collection).set(item.id, copy(item));
      return true;
    },
    async replace(collection, item, expectedVersion) {
      await turn();
      if (of(collection).get(item.id)?.version !== expectedVersion) return false;
      of(collection).set(item.id, copy(item));
      return true;
    },
    async put(collection, item) {
      await turn();
      of(collection).set(item.id, copy(item));
    },
    async remove(collection, id, expectedVersion) {
      await turn();
      const found = of(collection).get(id);
      if (!found || (expectedVersion !== undefined && found.version !== expectedVersion))
        return undefined;
      of(collection).delete(id);
      return found;
    },
  };
  return table;
};

/** The list stamps' items and the stored orders' parts, each StampTable step atomic. */
export const memoryStampTable = (turn: Turn = noWait) => {
  const stamps = new Map<string, ListStamp>();
  const parts = new Map<string, SnapshotPart>();
  const stampOf = (collection: string) => stamps.get(collection) ?? { revision: 0, recent: [] };
  const partKey = (collection: string, key: string, part: number) => `${collection}#${key}#${part}`;

  const table: StampTable = {
    async append(collection, id) {
      await turn();
      const stamp = stampOf(collection);
      const next = { ...stamp, revision: stamp.revision + 1, recent: [...stamp.recent, id] };
      stamps.set(collection, next);
      return { revision: next.revision, recent: [...next.recent] };
    },
    async trim(collection, kept, revision) {
      await turn();
      const stamp = stampOf(collection);
      if (stamp.revision === revision) stamps.set(collection, { ...stamp, recent: [...kept] });
    },
    async read(collection) {
      await turn();
      return copy(stampOf(collection));
    },
    async point(collection, ref: SnapshotRef) {
      await turn();
      const stamp = stampOf(collection);
      if (!supersedes(stamp.snapshot, ref)) return { pointed: false };
      stamps.set(collection, { ...stamp, snapshot: copy(ref) });
      return { pointed: true, ...(stamp.snapshot ? { replaced: stamp.snapshot } : {}) };
    },
    async savePart(collection, key, part) {
      await turn();
      parts.set(partKey(collection, key, part.part), copy(part));
    },
    async readParts(collection, key) {
      await turn();
      const prefix = partKey(collection, key, 0).slice(0, -1);
      return [...parts].filter(([k]) => k.startsWith(prefix)).map(([, part]) => copy(part));
    },
    async removePart(collection, key, part) {
      await turn();
      parts.delete(partKey(collection, key, part));
    },
  };
  return table;
};
