import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ListStamp, OrderRow, SnapshotRef } from '../domain/ports.js';

// Two collections of their own in the one table (docs/architecture.md, "Reading lists"):
// one stamp per resource (id = the resource's name), and the parts of the stored orders.
const STAMPS = 'list-stamp';
const SNAPSHOTS = 'list-snapshot';

/** The stamp keeps at least this many recent ids; trimmed back to it once it holds twice as many. */
export const RECENT_KEPT = 50;
// Well under DynamoDB's 400 KB per item.
const PART_BYTES = 300_000;
// Parts that no stamp points at any more (a lost race, a crash) expire; so, after two idle
// days, does a current one: its readers then read the whole collection once and store it again.
const SNAPSHOT_TTL_SECONDS = 2 * 24 * 3600;

const expired = (error: unknown) => error instanceof ConditionalCheckFailedException;

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

export const listStamps = (db: DynamoDBDocumentClient, table: string) => {
  const stampKey = (collection: string) => ({ pk: STAMPS, sk: collection });
  const partKey = (collection: string, key: string, part: number) => ({
    pk: SNAPSHOTS,
    sk: `${collection}#${key}#${part}`,
  });

  const removeParts = (collection: string, ref: Pick<SnapshotRef, 'key' | 'parts'>) =>
    Promise.all(
      Array.from({ length: ref.parts }, (_, part) =>
        db.send(new DeleteCommand({ TableName: table, Key: partKey(collection, ref.key, part) })),
      ),
    );

  return {
    /**
     * Notes that `id` was written: one more revision, and the id at the end of the recent
     * ones, in one atomic update, so that the n-th id from the end is always the write of
     * revision - n + 1.
     */
    async noteWrite(collection: string, id: string) {
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
      const recent = (Attributes?.recent ?? []) as string[];
      if (recent.length <= 2 * RECENT_KEPT) return;
      // Only if no write came in between, so the kept ids still end at this revision.
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
            ExpressionAttributeValues: {
              ':kept': recent.slice(-RECENT_KEPT),
              ':revision': Attributes?.revision,
            },
          }),
        )
        .catch((error: unknown) => {
          if (!expired(error)) throw error;
        });
    },

    async listStamp(collection: string): Promise<ListStamp> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table, Key: stampKey(collection), ConsistentRead: true }),
      );
      return {
        revision: Number(Item?.revision ?? 0),
        recent: (Item?.recent ?? []) as string[],
        ...(Item?.snapshot ? { snapshot: Item.snapshot as SnapshotRef } : {}),
      };
    },

    async readSnapshot(collection: string, ref: SnapshotRef) {
      const parts: { part: number; rows: string }[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ':pk': SNAPSHOTS, ':prefix': `${collection}#${ref.key}#` },
            ConsistentRead: true,
            ExclusiveStartKey: start,
          }),
        );
        parts.push(...((page.Items ?? []) as { part: number; rows: string }[]));
        start = page.LastEvaluatedKey;
      } while (start);
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
      const expiresAt = Math.floor(Date.now() / 1000) + SNAPSHOT_TTL_SECONDS;
      await Promise.all(
        texts.map((text, part) =>
          db.send(
            new PutCommand({
              TableName: table,
              Item: { ...partKey(collection, ref.key, part), part, rows: text, expiresAt },
            }),
          ),
        ),
      );
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: stampKey(collection),
            UpdateExpression: 'SET #snapshot = :ref',
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
        if (replaced) await removeParts(collection, replaced);
      } catch (error) {
        if (!expired(error)) throw error;
        await removeParts(collection, ref);
      }
    },
  };
};
