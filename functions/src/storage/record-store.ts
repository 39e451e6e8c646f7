import {
  BatchGetCommand,
  DeleteCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { resources } from '@club/model';
import type { Log } from '../domain/log.js';
import type { Item, RecordStore } from '../domain/ports.js';
import { listStamps } from './list-stamps.js';

// The one table holds every collection: partition key = collection, sort key = id.

// BatchGetItem takes at most 100 keys.
const BATCH = 100;

const toItem = (raw: Record<string, unknown>): Item => {
  const { pk: _pk, sk, ...rest } = raw;
  return { ...rest, id: String(sk) };
};

const rejectedByCondition = async (write: Promise<unknown>) => {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

export interface RecordStoreOptions {
  /** The collections whose writes are noted in a list stamp: the resources'. */
  listed?: ReadonlySet<string>;
  log?: Log;
}

export const dynamoRecordStore = (
  db: DynamoDBDocumentClient,
  table: string,
  { listed = new Set(resources.map((d) => d.name)), log = console }: RecordStoreOptions = {},
): RecordStore => {
  const row = (collection: string, { id, ...rest }: Item) => ({ ...rest, pk: collection, sk: id });
  const stamps = listStamps(db, table);

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

  const putIf = (collection: string, item: Item, condition: Record<string, unknown>) =>
    noted(
      collection,
      item.id,
      () =>
        rejectedByCondition(
          db.send(new PutCommand({ TableName: table, Item: row(collection, item), ...condition })),
        ),
      (written) => written,
    );

  const removeRecord = async (collection: string, id: string, expectedVersion?: number) => {
    try {
      const { Attributes } = await db.send(
        new DeleteCommand({
          TableName: table,
          Key: { pk: collection, sk: id },
          ReturnValues: 'ALL_OLD',
          ...(expectedVersion === undefined
            ? {}
            : {
                ConditionExpression: '#version = :expected',
                ExpressionAttributeNames: { '#version': 'version' },
                ExpressionAttributeValues: { ':expected': expectedVersion },
              }),
        }),
      );
      return Attributes ? toItem(Attributes) : undefined;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  };

  return {
    async list(collection) {
      const items: Item[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': collection },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []).map(toItem));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },
    async get(collection, id) {
      const { Item: raw } = await db.send(
        new GetCommand({ TableName: table, Key: { pk: collection, sk: id } }),
      );
      return raw ? toItem(raw) : undefined;
    },
    async getMany(collection, ids) {
      const found: Item[] = [];
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += BATCH) {
        let keys: Record<string, unknown>[] | undefined = unique
          .slice(i, i + BATCH)
          .map((id) => ({ pk: collection, sk: id }));
        // DynamoDB may leave keys unread when it is busy; ask again for those, backing off.
        for (let attempt = 0; keys?.length; attempt++) {
          if (attempt) await new Promise((done) => setTimeout(done, 25 * 2 ** attempt));
          const answer: BatchGetCommandOutput = await db.send(
            new BatchGetCommand({
              RequestItems: { [table]: { Keys: keys, ConsistentRead: true } },
            }),
          );
          found.push(...(answer.Responses?.[table] ?? []).map(toItem));
          keys = answer.UnprocessedKeys?.[table]?.Keys;
        }
      }
      return found;
    },
    listStamp: (collection) => stamps.listStamp(collection),
    readSnapshot: (collection, snapshot) => stamps.readSnapshot(collection, snapshot),
    saveSnapshot: (collection, of, rows) => stamps.saveSnapshot(collection, of, rows),
    create: (collection, item) =>
      putIf(collection, item, { ConditionExpression: 'attribute_not_exists(pk)' }),
    replace: (collection, item, expectedVersion) =>
      putIf(collection, item, {
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    async put(collection, item) {
      await noted(
        collection,
        item.id,
        () => db.send(new PutCommand({ TableName: table, Item: row(collection, item) })),
        () => true,
      );
    },
    remove: (collection, id, expectedVersion) =>
      noted(collection, id, () => removeRecord(collection, id, expectedVersion), Boolean),
  };
};
