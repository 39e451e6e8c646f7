import type { PublishRequest, RecordStore } from '../ports.js';

/** The collections the public pages show, and how to ask for them to be published again. */
export interface PagePublishing {
  collections: ReadonlySet<string>;
  request: PublishRequest;
}

/**
 * A RecordStore that asks for the public pages to be made again after each write that changed
 * one of the collections they show. The API wires it at its composition root (deps.ts), so
 * the side effect is seen where everything is put together; the request does not wait for the
 * pages, and a failed request is the publisher's to log.
 */
export const publishingOnWrite = (
  records: RecordStore,
  { collections, request }: PagePublishing,
): RecordStore => {
  const after = async <T>(collection: string, result: T, changed: (result: T) => boolean) => {
    if (collections.has(collection) && changed(result)) await request();
    return result;
  };
  return {
    ...records,
    create: async (collection, item) =>
      after(collection, await records.create(collection, item), Boolean),
    replace: async (collection, item, expectedVersion) =>
      after(collection, await records.replace(collection, item, expectedVersion), Boolean),
    put: async (collection, item) => {
      await records.put(collection, item);
      await after(collection, undefined, () => true);
    },
    remove: async (collection, id, expectedVersion) =>
      after(collection, await records.remove(collection, id, expectedVersion), Boolean),
  };
};
