import { randomBytes } from 'node:crypto';
import {
  changedFields,
  contentResources,
  HISTORY_DAYS,
  type ChangeAction,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import { asError, type Log } from '../log.js';
import type { Item, RecordStore } from '../ports.js';

/** Who made a change: the account's e-mail, and the address the request came from. */
export interface Actor {
  email: string;
  address?: string;
}

/** Told of every change once it is recorded, restores included (the audit log listens here). */
export type ChangeListener = (change: RecordChange, actor: Actor) => Promise<void>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` after `at`: as ISO time, and as DynamoDB's time-to-live (epoch seconds). */
export const keptFor = (at: Date, days: number) => {
  const end = at.getTime() + days * DAY_MS;
  return { until: new Date(end).toISOString(), expiresAt: Math.ceil(end / 1000) };
};

/**
 * Whether an item kept for a while is still within it. DynamoDB removes expired items up to
 * two days late, and dynalite never does, so every read checks for itself.
 */
export const stillKept = (now: Date) => (item: Item) =>
  typeof item.expiresAt !== 'number' || item.expiresAt * 1000 > now.getTime();

/**
 * The club's content has a history; a contact message is a visitor's words, which the inbox
 * only reads and deletes, so it has none.
 */
export const keepsHistory = (d: ResourceDefinition) =>
  contentResources.some((r) => r.name === d.name);

/** One partition per record: its changes are one query, whatever the size of the table. */
const collectionOf = (resource: string, recordId: string) => `history/${resource}/${recordId}`;

// The time first, so that ids sort as the changes were made; then this instance's count, which
// orders its changes within one millisecond, and a random part that keeps two instances' apart.
// Letters and digits only: an id is a path segment and a record id.
let made = 0;
const changeIdAt = (at: Date) =>
  `${at.toISOString().replace(/[-:.]/g, '')}-${(made++ % 36 ** 6).toString(36).padStart(6, '0')}${randomBytes(3).toString('hex')}`;

const FIELDS = ['resource', 'recordId', 'action', 'who', 'at', 'before', 'after', 'changed'];

const changeOf = (item: Item) =>
  Object.fromEntries(
    [['id', item.id], ...FIELDS.map((f) => [f, item[f]])].filter(([, v]) => v !== undefined),
  ) as unknown as RecordChange;

// An edit of a certificate's code moves it to another id; its history before the move is
// under the old id. Past this many moves the oldest are left out (each one is a query).
const MOST_MOVES = 20;

/**
 * Every create, update, delete and restore of a content record, with who made it, when, and
 * the record before and after: kept for HISTORY_DAYS (the table's time-to-live).
 */
export const recordHistory = ({
  records,
  log,
  now,
  onChange,
}: {
  records: RecordStore;
  log: Log;
  now: () => Date;
  onChange?: ChangeListener;
}) => {
  const changesUnder = async (resource: string, recordId: string) =>
    (await records.list(collectionOf(resource, recordId))).filter(stillKept(now())).map(changeOf);

  /** The record's changes, newest first, those from before an edit moved it included. */
  const changes = async (d: ResourceDefinition, recordId: string): Promise<RecordChange[]> => {
    const found = new Map<string, RecordChange>();
    const visited = new Set([recordId]);
    const queue = [recordId];
    for (let read = 0; queue.length > 0 && read <= MOST_MOVES; read++) {
      for (const change of await changesUnder(d.name, queue.shift()!)) {
        found.set(change.id, change);
        const from = change.before?.id;
        if (typeof from === 'string' && !visited.has(from)) {
          visited.add(from);
          queue.push(from);
        }
      }
    }
    return [...found.values()].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  };

  return {
    /**
     * Notes a change that was made, and tells the listener. Never fails it: the change is
     * written, and repeating the request would be refused as stale. A lost note loses who and
     * when, not the content, since the version before it is the `after` of the change before.
     */
    async note(
      d: ResourceDefinition,
      action: ChangeAction,
      actor: Actor,
      before: Item | undefined,
      after: Item | undefined,
    ) {
      const at = now();
      const change: RecordChange = {
        id: changeIdAt(at),
        resource: d.name,
        recordId: String((after ?? before)!.id),
        action,
        who: actor.email,
        at: at.toISOString(),
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
        changed: changedFields(d, before, after),
      };
      try {
        if (keepsHistory(d))
          await records.put(collectionOf(d.name, change.recordId), {
            ...change,
            expiresAt: keptFor(at, HISTORY_DAYS).expiresAt,
          });
      } catch (error) {
        log.error(`Could not note the ${action} of ${d.name} ${change.recordId}`, asError(error));
      }
      // Every change made through the content service, a message's too (kept in no history).
      try {
        await onChange?.(change, actor);
      } catch (error) {
        log.error(
          `A listener failed on the ${action} of ${d.name} ${change.recordId}`,
          asError(error),
        );
      }
    },

    /**
     * Removes every change of the record, those from before an edit moved it included: the
     * personal fields they hold go with a record deleted for good.
     */
    async forget(d: ResourceDefinition, recordId: string) {
      for (const change of await changes(d, recordId))
        await records.remove(collectionOf(d.name, change.recordId), change.id);
    },

    changes,
  };
};

export type RecordHistory = ReturnType<typeof recordHistory>;
