import { fieldEntries, type ResourceDefinition } from './resource.js';
import { recordPath, REST_ROOT, type ApiPath } from './paths.js';

/** What a change did to a record. A restore is a change like any other, and is kept too. */
export const CHANGE_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const CHANGE_ACTION_LABELS: Record<ChangeAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};

/** A deleted record can be brought back, with its files, for this long. */
export const DELETED_DAYS = 30;
/**
 * The files an earlier version named are kept this long after it was replaced; a version
 * older than that restores only if its files are still there.
 */
export const REPLACED_FILE_DAYS = 30;
/** A record's history is kept this long (DynamoDB's time-to-live removes older entries). */
export const HISTORY_DAYS = 365;

/** One change of one record: who made it, when, and the record before and after it. */
export interface RecordChange {
  /** Sorts by time: the newest change has the greatest id. */
  id: string;
  resource: string;
  recordId: string;
  action: ChangeAction;
  /** The e-mail of the account that made the change. */
  who: string;
  /** ISO time. */
  at: string;
  /** The record before the change; absent for a create. */
  before?: Record<string, unknown>;
  /** The record after the change; absent for a delete. */
  after?: Record<string, unknown>;
  /**
   * The fields of the model whose values differ between before and after, in the model's order
   * (never id, version, timestamps, nor what the server keeps beside them, such as a credential).
   */
  changed: string[];
}

/** A record in "Recently deleted", as the console lists it (ra-data-simple-rest resource). */
export interface DeletedRecord {
  /** `<resource>:<record id>`. */
  id: string;
  resource: string;
  recordId: string;
  /** What the console shows for it: the resource's title field, or its id. */
  title: string;
  who: string;
  deletedAt: string;
  /** ISO time after which it is gone for good. */
  until: string;
  record: Record<string, unknown>;
}

/** A record's changes, newest first: GET. */
export const historyPath = (d: ResourceDefinition, id: string): ApiPath =>
  `${recordPath(d, id)}/history`;

/** Writes the record as it was after the change `changeId`: POST with `{ version }` (current). */
export const restoreVersionPath = (d: ResourceDefinition, id: string, changeId: string): ApiPath =>
  `${historyPath(d, id)}/${encodeURIComponent(changeId)}/restore`;

/** "Recently deleted" as the console names it: a list of its own (ra-data-simple-rest resource). */
export const DELETED_RESOURCE = 'deleted';

/** "Recently deleted", every resource in one list (Content-Range), newest first. */
export const DELETED_PATH = `${REST_ROOT}/${DELETED_RESOURCE}` as const;

/** Brings a deleted record back, with its files: POST. */
export const restoreDeletedPath = (id: string): ApiPath =>
  `${DELETED_PATH}/${encodeURIComponent(id)}/restore`;

/** One record in "Recently deleted": DELETE it to delete the record for good (owners only). */
export const deletedPath = (id: string): ApiPath => `${DELETED_PATH}/${encodeURIComponent(id)}`;

/** The query a record's DELETE takes to delete it for good at once, skipping the bin (owners only). */
export const FOR_GOOD_QUERY = 'forGood=1';

export const deletedId = (resource: string, recordId: string) => `${resource}:${recordId}`;

/** The fields of `d` whose values differ, in the order the model lists them. */
export const changedFields = (
  d: ResourceDefinition,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) =>
  fieldEntries(d)
    .map(([name]) => name)
    .filter((name) => JSON.stringify(before?.[name] ?? '') !== JSON.stringify(after?.[name] ?? ''));
