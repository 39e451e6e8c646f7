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
import { listStamps } from '../domain/content/list-stamps.js';
import { notedRecordStore, type NotedRecordsOptions } from '../domain/content/noted-records.js';
import type { IdRange, Item, RecordStore, RecordTable } from '../domain/ports.js';
import { dynamoStampTable } from './stamp-table.js';

// The one table holds every collection: partition key = collection, sort key = id.

// BatchGetItem takes at most 100 keys.
const BATCH = 100;

const toItem = (raw: Record<string, unknown>): Item => {
  const { pk: _pk, sk, ...rest } = raw;
  return { ...rest, id: String(sk) };
};

/** The key condition for a collection's ids in `range`; undefined when the range holds none. */
const keyCondition = (collection: string, { from, to }: IdRange) => {
  // DynamoDB refuses a BETWEEN whose ends are the wrong way round instead of finding nothing.
  if (from !== undefined && to !== undefined && from > to) return undefined;
  const ids =
    from !== undefined && to !== undefined
      ? ' AND sk BETWEEN :from AND :to'
      : from !== undefined
        ? ' AND sk >= :from'
        : to !== undefined
          ? ' AND sk <= :to'
          : '';
  return {
    KeyConditionExpression: `pk = :pk${ids}`,
    ExpressionAttributeValues: {
      ':pk': collection,
      ...(from === undefined ? {} : { ':from': from }),
      ...(to === undefined ? {} : { ':to': to }),
    },
  };
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

/** The records in the one DynamoDB table, each collection a partition, without the stamps. */
export const dynamoRecordTable = (db: DynamoDBDocumentClient, table: string): RecordTable => {
  const row = (collection: string, { id, ...rest }: Item) => ({ ...rest, pk: collection, sk: id });

  const putIf = (collection: string, item: Item, condition: Record<string, unknown>) =>
    rejectedByCondition(
      db.send(new PutCommand({ TableName: table, Item: row(collection, item), ...condition })),
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
            ...keyCondition(collection, {}),
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(page.Items ?? []).map(toItem));
        start = page.LastEvaluatedKey;
      } while (start);
      return items;
    },
    async page(collection, { descending = false, after, limit, ...range }) {
      const condition = keyCondition(collection, range);
      const items: Item[] = [];
      let start = after === undefined ? undefined : { pk: collection, sk: after };
      // Limit counts the items read; a read also stops at 1 MB, and then goes on from there.
      while (condition && items.length < limit) {
        const answer = await db.send(
          new QueryCommand({
            TableName: table,
            ...condition,
            ScanIndexForward: !descending,
            Limit: limit - items.length,
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        items.push(...(answer.Items ?? []).map(toItem));
        start = answer.LastEvaluatedKey as typeof start;
        if (!start) return { items };
      }
      const last = items.at(-1);
      return last ? { items, next: last.id } : { items };
    },
    async count(collection, range = {}) {
      const condition = keyCondition(collection, range);
      let total = 0;
      let start: Record<string, unknown> | undefined;
      // Select COUNT sends no items back; DynamoDB still counts 1 MB of them per answer.
      while (condition) {
        const answer = await db.send(
          new QueryCommand({
            TableName: table,
            ...condition,
            Select: 'COUNT',
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        total += answer.Count ?? 0;
        start = answer.LastEvaluatedKey;
        if (!start) break;
      }
      return total;
    },
    async get(collection, id, read = {}) {
      // Strongly consistent unless asked otherwise: what one item says decides what happens
      // next (a session still open, the publish lease held, a record's version, a claimed key),
      // and an eventually consistent read may answer from before the last write.
      const { Item: raw } = await db.send(
        new GetCommand({
          TableName: table,
          Key: { pk: collection, sk: id },
          ConsistentRead: read.eventually !== true,
        }),
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
    create: (collection, item) =>
      putIf(collection, item, { ConditionExpression: 'attribute_not_exists(pk)' }),
    replace: (collection, item, expectedVersion) =>
      putIf(collection, item, {
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':expected': expectedVersion },
      }),
    async put(collection, item) {
      await db.send(new PutCommand({ TableName: table, Item: row(collection, item) }));
    },
    remove: removeRecord,
  };
};

/** The API's RecordStore: the records and their lists' stamps, in the one DynamoDB table. */
export const dynamoRecordStore = (
  db: DynamoDBDocumentClient,
  table: string,
  options: NotedRecordsOptions = {},
): RecordStore =>
  notedRecordStore(dynamoRecordTable(db, table), listStamps(dynamoStampTable(db, table)), options);
