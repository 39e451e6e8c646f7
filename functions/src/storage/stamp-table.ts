import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { SnapshotPart, SnapshotRef, StampTable } from '../domain/ports.js';

// Two collections of their own in the one table (docs/architecture.md, "Reading lists"):
// one stamp per resource (id = the resource's name), and the parts of the stored orders.
const STAMPS = 'list-stamp';
const SNAPSHOTS = 'list-snapshot';

const lostCondition = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** The list stamps' items in the one DynamoDB table, each StampTable step one call. */
export const dynamoStampTable = (db: DynamoDBDocumentClient, table: string): StampTable => {
  const stampKey = (collection: string) => ({ pk: STAMPS, sk: collection });
  const partKey = (collection: string, key: string, part: number) => ({
    pk: SNAPSHOTS,
    sk: `${collection}#${key}#${part}`,
  });

  return {
    async append(collection, id) {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: stampKey(collection),
          UpdateExpression:
            'ADD #revision :one SET #recent = list_append(if_not_exists(#recent, :none), :id)',
          ExpressionAttributeNames: { '#revision': 'revision', '#recent': 'recent' },
          ExpressionAttributeValues: { ':one': 1, ':none': [], ':id': [id] },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return {
        revision: Number(Attributes?.revision ?? 0),
        recent: (Attributes?.recent ?? []) as string[],
      };
    },

    async trim(collection, kept, revision) {
      // (A REMOVE of list elements by index would be shorter, but dynalite applies the
      // indexes one after another where DynamoDB applies them to the list as it was.)
      await db
        .send(
          new UpdateCommand({
            TableName: table,
            Key: stampKey(collection),
            UpdateExpression: 'SET #recent = :kept',
            ConditionExpression: '#revision = :revision',
            ExpressionAttributeNames: { '#revision': 'revision', '#recent': 'recent' },
            ExpressionAttributeValues: { ':kept': kept, ':revision': revision },
          }),
        )
        .catch((error: unknown) => {
          if (!lostCondition(error)) throw error;
        });
    },

    async read(collection) {
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: stampKey(collection), ConsistentRead: true }),
      );
      return {
        revision: Number(Item?.revision ?? 0),
        recent: (Item?.recent ?? []) as string[],
        ...(Item?.snapshot ? { snapshot: Item.snapshot as SnapshotRef } : {}),
      };
    },

    async point(collection, ref) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: stampKey(collection),
            UpdateExpression: 'SET #snapshot = :ref',
            // domain/content/list-stamps.ts's `supersedes`, as a condition.
            ConditionExpression:
              'attribute_not_exists(#snapshot) OR #snapshot.#revision < :revision OR (#snapshot.#revision = :revision AND #snapshot.scannedAt < :scannedAt)',
            ExpressionAttributeNames: { '#snapshot': 'snapshot', '#revision': 'revision' },
            ExpressionAttributeValues: {
              ':ref': ref,
              ':revision': ref.revision,
              ':scannedAt': ref.scannedAt,
            },
            ReturnValues: 'UPDATED_OLD',
          }),
        );
        const replaced = Attributes?.snapshot as SnapshotRef | undefined;
        return { pointed: true, ...(replaced ? { replaced } : {}) };
      } catch (error) {
        if (!lostCondition(error)) throw error;
        return { pointed: false };
      }
    },

    async savePart(collection, key, { part, rows }, expiresAt) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...partKey(collection, key, part), part, rows, expiresAt },
        }),
      );
    },

    async readParts(collection, key) {
      const parts: SnapshotPart[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': SNAPSHOTS, ':prefix': `${collection}#${key}#` },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        for (const item of page.Items ?? [])
          parts.push({ part: Number(item.part), rows: String(item.rows) });
        start = page.LastEvaluatedKey;
      } while (start);
      return parts;
    },

    async removePart(collection, key, part) {
      await db.send(new DeleteCommand({ TableName: table, Key: partKey(collection, key, part) }));
    },
  };
};
