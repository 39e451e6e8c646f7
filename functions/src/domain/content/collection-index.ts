import { compareText, rangeOf, type ListPage, type ListQuery } from './list-query.js';
import { asError, type Log } from '../log.js';
import type { Item, ListStamp, OrderRow, RecordStore } from '../ports.js';

/**
 * How long a list may go on from one full read of its collection. A write whose note was
 * lost (the function died between the record and the note) is missing from lists built by
 * catching up, at most this long; the next full read has it.
 */
export const MAX_AGE_MS = 10 * 60_000;

/** A reader that caught up this many writes past the stored order stores it afresh. */
export const SNAPSHOT_LAG = 20;

/** One instance's copy of a collection's order and, once it has read them all, its records. */
interface View {
  /** The revision of the collection's stamp it shows. */
  revision: number;
  /** When the full read it descends from began (ms since the epoch). */
  scannedAt: number;
  /** By createdAt, then id, ascending: the order of addition. */
  rows: OrderRow[];
  /** Each id's createdAt, to find its row. */
  createdAt: Map<string, string>;
  items?: Map<string, Item>;
}

const compareRows = (a: OrderRow, b: OrderRow) =>
  compareText(a[0], b[0]) || compareText(a[1], b[1]);

export const rowOf = (item: Item): OrderRow => [String(item.createdAt ?? ''), item.id];

/** Where `row` is, or would go, in ascending rows. */
const position = (rows: OrderRow[], row: OrderRow) => {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRows(rows[middle]!, row) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

const viewOf = (revision: number, scannedAt: number, rows: OrderRow[], items?: Item[]): View => {
  const sorted = [...rows].sort(compareRows);
  return {
    revision,
    scannedAt,
    rows: sorted,
    createdAt: new Map(sorted.map(([createdAt, id]) => [id, createdAt])),
    ...(items ? { items: new Map(items.map((item) => [item.id, item])) } : {}),
  };
};

/** Puts the record's current state in the view: `undefined` when it is gone. */
const settle = (view: View, id: string, item: Item | undefined) => {
  const known = view.createdAt.get(id);
  if (known !== undefined) {
    const at = position(view.rows, [known, id]);
    if (view.rows[at]?.[1] === id) view.rows.splice(at, 1);
    view.createdAt.delete(id);
  }
  view.items?.delete(id);
  if (!item) return;
  const row = rowOf(item);
  view.rows.splice(position(view.rows, row), 0, row);
  view.createdAt.set(id, row[0]);
  view.items?.set(id, item);
};

/**
 * The lists of the resources' collections without reading every record for each: an
 * instance keeps each collection's order, and before each answer reads the collection's
 * stamp (one small item) and the records written since (docs/architecture.md, "Reading lists").
 */
export const collectionIndex = (records: RecordStore, log: Log, now: () => Date) => {
  const views = new Map<string, View>();
  const scans = new Map<string, Promise<View>>();
  /** The newest order this instance stored or began to store, by collection. */
  const stored = new Map<string, { revision: number; scannedAt: number }>();
  /** Collections whose order named a record that is not there: read whole next, and stored. */
  const suspect = new Set<string>();

  const fresh = (scannedAt: number) => now().getTime() - scannedAt < MAX_AGE_MS;
  const reachable = (revision: number, stamp: ListStamp) =>
    revision <= stamp.revision && stamp.revision - revision <= stamp.recent.length;

  /**
   * Brings the view up to the stamp by reading the records the writes since touched; false
   * when the stamp no longer holds all of them. Each write is noted after it reached the
   * table, and the records are read after the stamp: each is as new as its last note, or newer.
   */
  const catchUp = async (collection: string, view: View, stamp: ListStamp) => {
    while (view.revision < stamp.revision) {
      const from = view.revision;
      if (!reachable(from, stamp)) return false;
      const ids = [...new Set(stamp.recent.slice(from - stamp.revision))];
      const found = new Map((await records.getMany(collection, ids)).map((i) => [i.id, i]));
      // Another request of this instance moved the view on meanwhile, from reads as new as these.
      if (view.revision !== from) continue;
      for (const id of ids) settle(view, id, found.get(id));
      view.revision = stamp.revision;
    }
    return true;
  };

  /** One full read at a time per collection: requests arriving meanwhile catch up from it. */
  const scan = (collection: string, revision: number) => {
    const joined = scans.get(collection);
    if (joined) return joined;
    const scannedAt = now().getTime();
    const running: Promise<View> = records
      .list(collection)
      .then((items) => viewOf(revision, scannedAt, items.map(rowOf), items))
      .finally(() => scans.get(collection) === running && scans.delete(collection));
    scans.set(collection, running);
    return running;
  };

  /** Stores the order for other instances when the stored one is far behind or old. */
  const keepStored = async (collection: string, view: View, stamp: ListStamp, force = false) => {
    const known = stored.get(collection);
    const snapshot = stamp.snapshot;
    const newest = [
      known,
      snapshot && { revision: snapshot.revision, scannedAt: Date.parse(snapshot.scannedAt) },
    ].filter((s) => s !== undefined);
    const due =
      force ||
      newest.length === 0 ||
      newest.every(
        (s) =>
          view.revision - s.revision >= SNAPSHOT_LAG ||
          (view.revision >= s.revision && view.scannedAt - s.scannedAt >= MAX_AGE_MS / 2),
      );
    if (!due) return;
    const of = { revision: view.revision, scannedAt: view.scannedAt };
    stored.set(collection, of);
    try {
      await records.saveSnapshot(
        collection,
        { revision: of.revision, scannedAt: new Date(of.scannedAt).toISOString() },
        [...view.rows],
      );
    } catch (error) {
      // Only a saving for other instances is lost; this answer is right.
      if (stored.get(collection) === of) stored.delete(collection);
      log.warn(`Could not store the order of ${collection}`, asError(error));
    }
  };

  /** The collection as of now; with its records only when `whole` is asked for. */
  const current = async (collection: string, whole: boolean): Promise<View> => {
    const stamp = await records.listStamp(collection);
    const held = views.get(collection);
    const healing = suspect.delete(collection);
    if (
      !healing &&
      held &&
      fresh(held.scannedAt) &&
      (held.items || !whole) &&
      // A view ahead of the stamp is from a table begun anew (a local reset).
      held.revision <= stamp.revision &&
      (await catchUp(collection, held, stamp))
    ) {
      await keepStored(collection, held, stamp);
      return held;
    }
    const snapshot = stamp.snapshot;
    const scannedAt = snapshot ? Date.parse(snapshot.scannedAt) : NaN;
    if (!healing && !whole && snapshot && fresh(scannedAt) && reachable(snapshot.revision, stamp)) {
      const rows = await records.readSnapshot(collection, snapshot);
      const view = rows && viewOf(snapshot.revision, scannedAt, rows);
      if (view && (await catchUp(collection, view, stamp))) {
        views.set(collection, view);
        await keepStored(collection, view, stamp);
        return view;
      }
    }
    let view = await scan(collection, stamp.revision);
    // Joined a read that began before this stamp was read and could not catch up: read anew.
    if (!(await catchUp(collection, view, stamp))) {
      scans.delete(collection);
      view = await scan(collection, stamp.revision);
    }
    views.set(collection, view);
    await keepStored(collection, view, stamp, healing);
    return view;
  };

  return {
    /** One page in the order of addition (newest first when `descending`), and the total. */
    async page(collection: string, descending: boolean, range: ListQuery['range']) {
      const view = await current(collection, false);
      const total = view.rows.length;
      const [start, end] = rangeOf(range, total);
      const rows = descending
        ? view.rows.slice(total - end, total - start).reverse()
        : view.rows.slice(start, end);
      const ids = rows.map(([, id]) => id);
      // Read afresh even when the view holds them: a page costs its own records, and shows
      // each as it is now.
      const found = new Map((await records.getMany(collection, ids)).map((i) => [i.id, i]));
      const page = ids.flatMap((id) => found.get(id) ?? []);
      // A record deleted without its note (or whose delete is being noted right now): the
      // next request reads the collection whole, and stores that order for the others.
      if (page.length < ids.length) suspect.add(collection);
      return { page, start, total } satisfies ListPage;
    },

    /** Every record, in the order of addition. */
    async all(collection: string) {
      const view = await current(collection, true);
      return view.rows.flatMap(([, id]) => view.items?.get(id) ?? []);
    },
  };
};

export type CollectionIndex = ReturnType<typeof collectionIndex>;
