import { DELETED_DAYS, deletedId, type DeletedRecord, type ResourceDefinition } from '@club/model';
import { keepsHistory, keptFor, stillKept, type Actor } from './record-history.js';
import type { Item, RecordStore } from '../ports.js';

/** The collection of deleted records; each item expires DELETED_DAYS after the delete. */
export const DELETED_COLLECTION = 'deleted';

/** `<resource>:<record id>`, as deletedId makes it. */
const DELETED_ID = /^[a-z][a-z-]{0,63}:[A-Za-z0-9_-]{1,128}$/;

const deletedOf = (item: Item): DeletedRecord => ({
  id: item.id,
  resource: String(item.resource),
  recordId: String(item.recordId),
  title: String(item.title),
  who: String(item.who),
  deletedAt: String(item.deletedAt),
  until: String(item.until),
  record: item.record as Item,
});

/** "Recently deleted": a copy of each deleted record, from which it can be brought back. */
export const recentlyDeleted = (records: RecordStore, now: () => Date) => ({
  /** Keeps a copy of the record about to be deleted. */
  async keep(d: ResourceDefinition, record: Item, actor: Actor) {
    if (!keepsHistory(d)) return;
    const at = now();
    await records.put(DELETED_COLLECTION, {
      id: deletedId(d.name, record.id),
      resource: d.name,
      recordId: record.id,
      title: String(record[d.titleField] || record.id),
      who: actor.email,
      deletedAt: at.toISOString(),
      ...keptFor(at, DELETED_DAYS),
      record,
    });
  },

  /** The copy, while it is kept. */
  async get(id: string): Promise<DeletedRecord | undefined> {
    // Only ids of the form deletedId makes reach the table, whose keys have limits of their own.
    if (!DELETED_ID.test(id)) return undefined;
    const item = await records.get(DELETED_COLLECTION, id);
    return item && stillKept(now())(item) ? deletedOf(item) : undefined;
  },

  /** Every copy still kept, the latest delete first. */
  async list(): Promise<DeletedRecord[]> {
    return (await records.list(DELETED_COLLECTION))
      .filter(stillKept(now()))
      .map(deletedOf)
      .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id));
  },

  async forget(id: string) {
    await records.remove(DELETED_COLLECTION, id);
  },
});

export type RecentlyDeleted = ReturnType<typeof recentlyDeleted>;
