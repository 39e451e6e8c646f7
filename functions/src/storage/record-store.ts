import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { Item, RecordStore } from '../domain/ports.js';

// The one table holds every collection: partition key = collection, sort key = id.

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
    async remove(collection, id, expectedVersion) {
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
    },
    async increment(collection, id, expiresAt) {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: collection, sk: id },
          UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':expiresAt': expiresAt },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.count);
    },
  };
};
