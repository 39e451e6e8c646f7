import {
  contentResources,
  DELETED_DAYS,
  editableFields,
  fieldErrors,
  fileFields,
  HISTORY_DAYS,
  inputSchema,
  isVersion,
  messagesFor,
  REPLACED_FILE_DAYS,
  type ChangeAction,
  type ResourceDefinition,
} from '@club/model';
import { conflict, DomainError, invalid, notFound } from '../errors.js';
import type { FileChange } from './file-changes.js';
import { rangeOf, type ListQuery } from './list-query.js';
import type { Item } from '../ports.js';
import type { RecentlyDeleted } from './recently-deleted.js';
import type { BinnedFiles } from '../files/binned-files.js';
import type { CheckedWrite, RecordFiles } from './record-files.js';
import type { Actor, RecordHistory } from './record-history.js';
import { keyId, keyOf } from './record-keys.js';
import type { ReferenceRules } from './references.js';

/** The version an edit was made on, as a number; refused (400) when it is none a record has. */
export const checkedVersion = (version: unknown) => {
  if (!isVersion(version))
    throw invalid({
      version: 'The record version is missing or not valid; reload the page and try again.',
    });
  return version;
};

/** Why a record asked for in "Recently deleted" is not there. */
export const notInBin = () =>
  notFound(
    `This record is not in Recently deleted any more: deleted records are kept there for ${DELETED_DAYS} days, and one that was restored or deleted for good leaves it. Reload the list to see what it holds now.`,
  );

/** What of the content service a restore writes through: the same paths as a create or an edit. */
export interface RestoreParts {
  recordFilesOf: Pick<RecordFiles, 'missing'>;
  references: Pick<ReferenceRules, 'refuseIfOrphan'>;
  history: RecordHistory;
  deleted: RecentlyDeleted;
  binned: BinnedFiles;
  now: () => Date;
  get(d: ResourceDefinition, id: string): Promise<Item>;
  save(
    d: ResourceDefinition,
    existing: Item,
    write: CheckedWrite,
    version: number,
    actor: Actor,
    action: ChangeAction,
  ): Promise<Item>;
  insert(
    d: ResourceDefinition,
    base: Item,
    write: CheckedWrite,
    actor: Actor,
    action: ChangeAction,
  ): Promise<Item>;
}

/**
 * Earlier versions and deleted records brought back. A restore is written as an edit or a
 * create is (the model's checks, unique keys, references, a certificate's credential), and
 * is itself a change in the history. It names files already stored, which must still be there.
 */
export const recordRestores = ({
  recordFilesOf,
  references,
  history,
  deleted,
  binned,
  now,
  get,
  save,
  insert,
}: RestoreParts) => {
  /** A kept version's values, checked against the model as it is today. */
  const valuesOf = (d: ResourceDefinition, version: Item) => {
    const fields = Object.fromEntries(editableFields(d).map((name) => [name, version[name]]));
    const parsed = inputSchema(d).safeParse(fields);
    if (!parsed.success)
      throw conflict(
        `This version cannot be restored as it is: ${Object.values(fieldErrors(parsed.error)).join(' ')} Edit the ${d.labels.one} instead.`,
      );
    const values: Record<string, unknown> = { ...parsed.data };
    return { ...values, ...d.derive?.(values) };
  };

  /**
   * What restoring `version` over `current` does to each file field: the files it named come
   * back as they are stored, so each must still be in the bucket (409 when one is not).
   */
  const fileChangesTo = async (
    d: ResourceDefinition,
    version: Item,
    current: Item | undefined,
    otherwise: string,
  ) => {
    const changes: Record<string, FileChange> = {};
    for (const field of fileFields(d)) {
      const file = String(version[field] ?? '');
      if (file === String(current?.[field] ?? '')) continue;
      changes[field] = file ? { kind: 'stored', name: file } : { kind: 'clear' };
    }
    const named = Object.entries(changes).flatMap(([field, c]) =>
      c.kind === 'stored' ? [[field, c.name] as const] : [],
    );
    const missing = await recordFilesOf.missing(
      d,
      named.map(([, name]) => name),
    );
    const gone = named.find(([, name]) => missing.includes(name));
    if (gone)
      throw conflict(
        `The ${d.fields[gone[0]]!.label.toLowerCase()} of this version is no longer kept (files are kept for ${REPLACED_FILE_DAYS} days after a change or a delete lets them go), so it cannot be restored. ${otherwise}`,
      );
    return changes;
  };

  return {
    /** The record's changes, newest first; also for a deleted record's id. */
    history: (d: ResourceDefinition, id: string) => history.changes(d, id),

    /** Writes the record as it was after the change `changeId`, over its current `version`. */
    async restoreVersion(
      d: ResourceDefinition,
      id: string,
      changeId: string,
      version: unknown,
      actor: Actor,
    ) {
      const expected = checkedVersion(version);
      const existing = await get(d, id);
      const change = (await history.changes(d, id)).find((c) => c.id === changeId);
      if (!change)
        throw notFound(
          `This change is not in the history of this ${d.labels.one} (changes are kept for ${HISTORY_DAYS} days). Reload the page to see its history as it is now.`,
        );
      if (!change.after)
        throw invalid({
          change: `This change deleted the ${d.labels.one}, so there is no version after it to restore. Choose the change before it.`,
        });
      if (existing.version !== expected) throw conflict(messagesFor(d).stale);
      const values = valuesOf(d, change.after as Item);
      await references.refuseIfOrphan(d, values);
      const changes = await fileChangesTo(
        d,
        change.after as Item,
        existing,
        `Restore a later version, or edit the ${d.labels.one} and choose the file again.`,
      );
      const saver = { resource: d.name, account: actor.email };
      return save(d, existing, { values, changes, saver }, expected, actor, 'restore');
    },

    /** "Recently deleted", newest first: a page of it, and its length. */
    async deletedPage(query: ListQuery) {
      const { resource, ...others } = query.filter ?? {};
      const unknownKey = Object.keys(others)[0];
      if (unknownKey !== undefined)
        throw invalid({
          filter: `Recently deleted can be filtered by resource only, not by '${unknownKey}'.`,
        });
      const all = (await deleted.list()).filter(
        (r) => resource === undefined || r.resource === resource,
      );
      const [start, end] = rangeOf(query.range, all.length);
      return { page: all.slice(start, end), start, total: all.length };
    },

    /** Brings a deleted record back with the same id and files, and out of "Recently deleted". */
    async restoreDeleted(id: string, actor: Actor) {
      const entry = await deleted.get(id);
      const d: ResourceDefinition | undefined = contentResources.find(
        (r) => r.name === entry?.resource,
      );
      if (!entry || !d) throw notInBin();
      const record = entry.record as Item;
      const values = valuesOf(d, record);
      await references.refuseIfOrphan(d, values);
      // Its files come out of the bin to their addresses first: the write checks they are there.
      const named = fileFields(d).flatMap((f) => (record[f] ? [String(record[f])] : []));
      await binned.bringBack(d, named);
      const key = keyOf(d, values);
      const base = {
        ...record,
        id: key === undefined ? record.id : keyId(key),
        // Past the version it was deleted at: a form still open from before cannot overwrite it.
        version: Number(record.version) + 1,
        updatedAt: now().toISOString(),
      };
      const saver = { resource: d.name, account: actor.email };
      let restored: Item;
      try {
        const changes = await fileChangesTo(d, record, undefined, `Add the ${d.labels.one} again.`);
        restored = await insert(d, base, { values, changes, saver }, actor, 'restore');
      } catch (error) {
        // Still in the bin: its files go back out of service, unless a restore made at the
        // same moment brought it back with them.
        const live = await get(d, String(base.id)).catch(() => undefined);
        if (!named.some((name) => fileFields(d).some((f) => live?.[f] === name)))
          await binned.binAway(d, named);
        if (error instanceof DomainError && error.kind === 'conflict' && key !== undefined)
          throw conflict(
            `${error.message} It was added after this one was deleted: delete it or change its ${d.fields[d.keyField!]!.label.toLowerCase()} first, then restore this one.`,
          );
        throw error;
      }
      await deleted.forget(id);
      return restored;
    },
  };
};
