import { randomUUID } from 'node:crypto';
import type { ListStamp, OrderRow, SnapshotRef, StampTable } from '../ports.js';

/**
 * The writers' half of the lists (docs/architecture.md, "Reading lists"): each write noted in
 * its collection's stamp, and the stored copies of the order. Built from the few atomic and
 * conditional updates of a StampTable, so it runs the same over DynamoDB and in memory.
 */

/** The stamp keeps at least this many recent ids; trimmed back to it once it holds twice as many. */
export const RECENT_KEPT = 50;
// Well under DynamoDB's 400 KB per item.
const PART_BYTES = 300_000;
// Parts that no stamp points at any more (a lost race, a crash) expire; so, after two idle
// days, does a current one: its readers then read the whole collection once and store it again.
const SNAPSHOT_TTL_SECONDS = 2 * 24 * 3600;

/**
 * Whether a copy of the order made as `next` may replace the one the stamp points at: a later
 * revision, or the same one from a later full read. The condition of StampTable.point.
 */
export const supersedes = (
  current: Pick<SnapshotRef, 'revision' | 'scannedAt'> | undefined,
  next: Pick<SnapshotRef, 'revision' | 'scannedAt'>,
) =>
  !current ||
  current.revision < next.revision ||
  (current.revision === next.revision && current.scannedAt < next.scannedAt);

/** Splits the rows into parts that each fit one item, as JSON text. */
const partsOf = (rows: OrderRow[]) => {
  const parts: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    const text = JSON.stringify(row);
    const size = Buffer.byteLength(text) + 1;
    if (bytes + size > PART_BYTES && current.length) {
      parts.push(`[${current.join(',')}]`);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  parts.push(`[${current.join(',')}]`);
  return parts;
};

export interface ListStampsOptions {
  /** Smaller in tests, to reach the trimming in a few writes. */
  recentKept?: number;
  now?: () => Date;
}

export const listStamps = (
  table: StampTable,
  { recentKept = RECENT_KEPT, now = () => new Date() }: ListStampsOptions = {},
) => {
  const removeParts = (collection: string, ref: Pick<SnapshotRef, 'key' | 'parts'>) =>
    Promise.all(
      Array.from({ length: ref.parts }, (_, part) => table.removePart(collection, ref.key, part)),
    );

  return {
    /**
     * Notes that `id` was written: one more revision, and the id at the end of the recent
     * ones, in one atomic update, so that the n-th id from the end is always the write of
     * revision - n + 1.
     */
    async noteWrite(collection: string, id: string) {
      const { revision, recent } = await table.append(collection, id);
      // Only if no write came in between, so the kept ids still end at this revision.
      if (recent.length > 2 * recentKept)
        await table.trim(collection, recent.slice(-recentKept), revision);
    },

    listStamp: (collection: string): Promise<ListStamp> => table.read(collection),

    async readSnapshot(collection: string, ref: SnapshotRef) {
      const parts = await table.readParts(collection, ref.key);
      // Removed since the stamp was read (a newer copy replaced it): the caller reads afresh.
      if (parts.length !== ref.parts) return undefined;
      return parts.sort((a, b) => a.part - b.part).flatMap((p) => JSON.parse(p.rows) as OrderRow[]);
    },

    /**
     * Writes the parts first, then points the stamp at them, only if it does not point at a
     * copy that is as current already; the copy it replaces, or this one if it lost, is removed.
     */
    async saveSnapshot(
      collection: string,
      of: Pick<SnapshotRef, 'revision' | 'scannedAt'>,
      rows: OrderRow[],
    ) {
      const texts = partsOf(rows);
      const ref: SnapshotRef = {
        ...of,
        key: `${of.revision}-${randomUUID()}`,
        parts: texts.length,
      };
      const expiresAt = Math.floor(now().getTime() / 1000) + SNAPSHOT_TTL_SECONDS;
      await Promise.all(
        texts.map((rows, part) => table.savePart(collection, ref.key, { part, rows }, expiresAt)),
      );
      const { pointed, replaced } = await table.point(collection, ref);
      if (!pointed) await removeParts(collection, ref);
      else if (replaced) await removeParts(collection, replaced);
    },
  };
};

export type ListStamps = ReturnType<typeof listStamps>;
