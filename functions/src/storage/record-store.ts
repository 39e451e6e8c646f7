import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** A stored item: its collection (a resource name, 'session', 'admin') and id, plus its attributes. */
export type Item = { id: string } & Record<string, unknown>;

/** The one table holds every collection: partition key = collection, sort key = id. */
export interface RecordStore {
  list(collection: string): Promise<Item[]>;
  get(collection: string, id: string): Promise<Item | undefined>;
  /** Fails with `false` when the id is taken. */
  create(collection: string, item: Item): Promise<boolean>;
  /** Replaces only when the stored `version` is `expectedVersion`; `false` when stale or gone. */
  replace(collection: string, item: Item, expectedVersion: number): Promise<boolean>;
  /** Writes unconditionally (sessions, the admin account). */
  put(collection: string, item: Item): Promise<void>;
  /** Returns what was removed, if anything was there. */
  remove(collection: string, id: string): Promise<Item | undefined>;
}

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

export const dynamoRecordStore = (db: DynamoDBDocumentClient, table: string): RecordStore => {
  const row = (collection: string, { id, ...rest }: Item) => ({ ...rest, pk: collection, sk: id });
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
    create: (collection, item) =>
      rejectedByCondition(
        db.send(
          new PutCommand({
            TableName: table,
            Item: row(collection, item),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      ),
    replace: (collection, item, expectedVersion) =>
      rejectedByCondition(
        db.send(
          new PutCommand({
            TableName: table,
            Item: row(collection, item),
            ConditionExpression: '#version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': expectedVersion },
          }),
        ),
      ),
    async put(collection, item) {
      await db.send(new PutCommand({ TableName: table, Item: row(collection, item) }));
    },
    async remove(collection, id) {
      const { Attributes } = await db.send(
        new DeleteCommand({
          TableName: table,
          Key: { pk: collection, sk: id },
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes ? toItem(Attributes) : undefined;
    },
  };
};
