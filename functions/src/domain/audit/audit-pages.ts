import type { AuditEntry } from '@club/model';
import type { IdRange, Item, RecordStore } from '../ports.js';

/** How many entries one read asks for when every entry must be looked at (a filter). */
const CHUNK = 500;

/** A stored entry as the log shows it: its fields only, an older entry's missing `ok` as done. */
const entryOf = ({ id, at, kind, who, address, what, ok }: Item) =>
  ({ id, at, kind, who, address, what, ok: ok !== false }) as AuditEntry;

/**
 * The entries at positions [start, end) of the log, newest first, and how many it holds.
 * `months` are the month partitions newest first, `range` the ids (times) wanted in them.
 * Unfiltered, the total is a count (no entry is read out for it) and only the entries up to
 * the page are read, whole months before it skipped; a filter must look at every entry in the
 * range, so it reads them all, a chunk at a time, and keeps only the page.
 */
export const auditPage = async (
  records: RecordStore,
  months: string[],
  range: IdRange,
  [start, end]: [number, number],
  matches?: (entry: AuditEntry) => boolean,
) => {
  const counts = matches
    ? undefined
    : await Promise.all(months.map((month) => records.count(month, range)));
  const entries: AuditEntry[] = [];
  let position = 0;
  for (const [m, month] of months.entries()) {
    if (counts && position + counts[m]! <= start) {
      position += counts[m]!;
      continue;
    }
    let after: string | undefined;
    do {
      // Unfiltered, every entry read takes a position: read no further than the page's end.
      const limit = counts ? Math.min(CHUNK, end - position) : CHUNK;
      if (limit <= 0) break;
      const read = await records.page(month, { ...range, descending: true, after, limit });
      for (const entry of read.items.map(entryOf)) {
        if (matches && !matches(entry)) continue;
        if (position >= start && position < end) entries.push(entry);
        position++;
      }
      after = read.next;
    } while (after);
  }
  const total = counts ? counts.reduce((a, b) => a + b, 0) : position;
  return { entries, total };
};
