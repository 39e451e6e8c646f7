import { ISSUER_COLLECTION, resources, WITHDRAWN_FILES_COLLECTION } from '@club/model';
import type { ListStamps } from './list-stamps.js';
import type { Log } from '../log.js';
import type { RecordStore, RecordTable } from '../ports.js';

export interface NotedRecordsOptions {
  /**
   * The collections whose writes are noted in a list stamp: the resources', and the issuer's
   * (its keys and status list are published: a publish compares their revision too).
   */
  listed?: ReadonlySet<string>;
  log?: Log;
}

/**
 * A RecordStore over a table of records, that notes each write to a resource's collection in
 * its list stamp right after the write (docs/architecture.md, "Reading lists").
 */
export const notedRecordStore = (
  table: RecordTable,
  stamps: ListStamps,
  {
    listed = new Set([
      ...resources.map((d) => d.name),
      ISSUER_COLLECTION,
      WITHDRAWN_FILES_COLLECTION,
    ]),
    log = console,
  }: NotedRecordsOptions = {},
): RecordStore => {
  const note = async (collection: string, id: string) => {
    try {
      await stamps.noteWrite(collection, id);
    } catch (error) {
      // The record is written: failing the request now would invite a second, duplicate
      // write. Lists miss it until their next full read (docs/architecture.md, "Reading lists").
      log.error(`Could not note the write of ${collection} ${id} for its lists`, error as Error);
    }
  };

  /**
   * Runs a write, then notes it when it changed something, or may have: a write that failed
   * for another reason than its condition may still have reached the table, and noting an
   * unchanged record only costs its readers one read.
   */
  const noted = async <T>(
    collection: string,
    id: string,
    write: () => Promise<T>,
    changed: (result: T) => boolean,
  ) => {
    if (!listed.has(collection)) return write();
    let result: T;
    try {
      result = await write();
    } catch (error) {
      await note(collection, id);
      throw error;
    }
    if (changed(result)) await note(collection, id);
    return result;
  };

  const written = (done: boolean) => done;

  return {
    list: (collection) => table.list(collection),
    get: (collection, id, read) => table.get(collection, id, read),
    getMany: (collection, ids) => table.getMany(collection, ids),
    page: (collection, query) => table.page(collection, query),
    count: (collection, range) => table.count(collection, range),
    listStamp: (collection) => stamps.listStamp(collection),
    readSnapshot: (collection, snapshot) => stamps.readSnapshot(collection, snapshot),
    saveSnapshot: (collection, of, rows) => stamps.saveSnapshot(collection, of, rows),
    create: (collection, item) =>
      noted(collection, item.id, () => table.create(collection, item), written),
    replace: (collection, item, expectedVersion) =>
      noted(collection, item.id, () => table.replace(collection, item, expectedVersion), written),
    put: (collection, item) =>
      noted(
        collection,
        item.id,
        () => table.put(collection, item),
        () => true,
      ),
    remove: (collection, id, expectedVersion) =>
      noted(collection, id, () => table.remove(collection, id, expectedVersion), Boolean),
  };
};
