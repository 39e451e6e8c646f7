import { randomUUID } from 'node:crypto';
import {
  contentResources,
  DELETED_DAYS,
  deletedId,
  editableFields,
  fieldErrors,
  fieldSchema,
  fileFields,
  inputSchema,
  isRecordId,
  messagesFor,
  REPLACED_FILE_DAYS,
  singleLineText,
  type ChangeAction,
  type FieldErrors,
  type ResourceDefinition,
  withFormerTitles,
} from '@club/model';
import { conflict, invalid, notFound } from '../errors.js';
import { asError, type Log } from '../log.js';
import { contentReader } from './content-reader.js';
import { applyListQuery, checkListQuery, type ListPage, type ListQuery } from './list-query.js';
import { readFileChanges, type IncomingFile } from './file-changes.js';
import { keptFiles } from '../files/kept-files.js';
import { binnedFiles } from '../files/binned-files.js';
import { withdrawnFiles } from '../files/withdrawn-files.js';
import type { FileStore, Item, MediaProcessor, RecordStore } from '../ports.js';
import { recentlyDeleted } from './recently-deleted.js';
import { recordHistory, type Actor, type ChangeListener } from './record-history.js';
import { lookAlikeKeys } from './look-alike-keys.js';
import { keyId, keyOf, keyTaken, moveRecord, noSuchKey } from './record-keys.js';
import { referenceRules } from './references.js';
import { recordFiles, type CheckedWrite } from './record-files.js';
import { checkedVersion, notInBin, recordRestores } from './record-restores.js';

export type { Actor } from './record-history.js';

/** What a person submitted: text fields and the files they attached, by field name. */
export interface Submission {
  fields: Record<string, unknown>;
  files: Record<string, IncomingFile>;
  /** Whose session sent it; only that account's uploads can be adopted. */
  account?: string;
}

/**
 * What the server adds to a record before it is stored, and settles once it is written (or
 * removed): a certificate's signed credential and its status bits (credential-service.ts).
 */
export interface RecordIssuance {
  /**
   * `fresh`: issue anew even what the item still carries. A deleted record that comes back
   * needs it: what was issued for it was revoked for good when it was deleted.
   */
  prepare(d: ResourceDefinition, item: Item, options?: { fresh?: boolean }): Promise<Item>;
  settle(d: ResourceDefinition, stored: Item | undefined, before: Item | undefined): Promise<void>;
}

const noIssuance: RecordIssuance = {
  prepare: async (_d, item) => item,
  settle: async () => {},
};

export interface ContentDeps {
  records: RecordStore;
  files: FileStore;
  /** Checks and stores new files; in this function, or later in one of its own. */
  media: MediaProcessor;
  log: Log;
  issuance?: RecordIssuance;
  now?: () => Date;
  /**
   * Told of every change once its history is noted, restores included (the audit log); also
   * of a contact message's (created by the form, deleted in the inbox), which has no history.
   */
  onChange?: ChangeListener;
}

/**
 * A derived value (a certificate's code) is made again only when what it is made from changed:
 * a code brought over from the old site as it was printed stays while its fields stay.
 */
const derivedFor = (d: ResourceDefinition, values: Record<string, unknown>, existing?: Item) => {
  const derived = d.derive?.(values) ?? {};
  if (!existing || !d.derive) return derived;
  // Compared as today's text rules keep the fields: a record stored before they changed (two
  // spaces in a name) keeps its code, and so its id, unless a field really changed.
  const unchanged = JSON.stringify(d.derive(restated(d, existing))) === JSON.stringify(derived);
  return unchanged
    ? Object.fromEntries(Object.keys(derived).map((name) => [name, existing[name]]))
    : derived;
};

/** The record's editable fields as the model would store them now; the rest as they are. */
const restated = (d: ResourceDefinition, item: Item) => ({
  ...item,
  ...Object.fromEntries(
    editableFields(d).map((name) => {
      const today = fieldSchema(d, name).safeParse(item[name]);
      return [name, today.success ? today.data : item[name]];
    }),
  ),
});

/**
 * A write checked and ready. `printed`: brought over from the old site, where its key (a
 * certificate's code) was printed already; kept even when it looks like another's.
 */
type Write = CheckedWrite & { printed?: boolean };

/** Files already checked and stored, as the changes a write makes. */
const storedFiles = (fileNames: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fileNames).map(([name, file]) => [
      name,
      file ? { kind: 'stored' as const, name: file } : { kind: 'clear' as const },
    ]),
  );

/** The files `before` named that `after` no longer does. */
const filesLetGo = (d: ResourceDefinition, before: Item, after: Item | undefined) =>
  fileFields(d).flatMap((name) => {
    const file = String(before[name] ?? '');
    return file && file !== after?.[name] ? [file] : [];
  });

export const contentService = ({
  records,
  files,
  media,
  log,
  issuance = noIssuance,
  now = () => new Date(),
  onChange,
}: ContentDeps) => {
  const references = referenceRules(records, now);
  const { lists, list, siteData } = contentReader({ records, log, now });
  const recordFilesOf = recordFiles({ records, files, media, log, now });
  const keys = lookAlikeKeys(records, now);
  const history = recordHistory({ records, log, now, onChange });
  const deleted = recentlyDeleted(records, now);
  const kept = keptFiles(records, now);
  const binned = binnedFiles(files, withdrawnFiles(records));

  /**
   * Removes what a record leaves behind once it is gone: every file it or any of its versions
   * named (at their addresses or in the bin), the entries keeping them, and its history with
   * the personal fields it holds. The files go first, while the history still names them, so
   * a purge cut short can be repeated.
   */
  const purge = async (d: ResourceDefinition, record: Item) => {
    const changes = await history.changes(d, record.id);
    const versions = [record, ...changes.flatMap((c) => [c.before, c.after])];
    const names = new Set(
      versions.flatMap((v) => (v ? fileFields(d).map((f) => String(v[f] ?? '')) : [])),
    );
    names.delete('');
    await binned.purge(d, [...names]);
    await kept.forget(d, [...names]);
    await history.forget(d, record.id);
  };

  /** Validates everything before anything is written, so bad input changes nothing. */
  const validate = async (d: ResourceDefinition, submission: Submission, existing?: Item) => {
    const parsed = inputSchema(d).safeParse(submission.fields);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    const changes = readFileChanges(d, submission, existing, errors);
    const saver = { resource: d.name, account: submission.account ?? '' };
    await recordFilesOf.checkUploads(d, changes, saver, errors);
    if (Object.keys(errors).length > 0 || !parsed.success) throw invalid(errors);
    const values: Record<string, unknown> = { ...parsed.data };
    return {
      values: { ...values, ...derivedFor(d, values, existing) },
      changes,
      saver,
    } satisfies CheckedWrite;
  };

  const get = async (d: ResourceDefinition, id: string) => {
    const item = await records.get(d.name, id);
    if (!item) throw notFound(messagesFor(d).notFound);
    return item;
  };

  /**
   * Writes a new record: `base` (its id, version and times), the valid values and files over
   * it. A restored record brings its own base, and gets what is issued for it anew.
   */
  const insert = async (
    d: ResourceDefinition,
    base: Item,
    { values, changes, saver, printed }: Write,
    actor: Actor,
    action: ChangeAction,
  ) => {
    const key = keyOf(d, values);
    // The key is claimed inside the write of the files: a refused key lets go of the upload too.
    const created = await recordFilesOf.writeWith(d, changes, saver, (fileNames) =>
      keys.during(
        d,
        key,
        base.id,
        async () => {
          const item = await issuance.prepare(
            d,
            { ...base, ...values, ...fileNames },
            { fresh: action === 'restore' },
          );
          if (await records.create(d.name, item)) return item;
          if (key !== undefined) throw keyTaken(d, key);
          throw conflict(
            action === 'restore' ? `This ${d.labels.one} is back already.` : 'Please try again.',
          );
        },
        { refuse: !printed },
      ),
    );
    await issuance.settle(d, created, undefined);
    await history.note(d, action, actor, undefined, created);
    return created;
  };

  /**
   * Writes the valid values and files over `existing`, only if it is still at `version`. The
   * files it lets go are kept for a restore, from before the record stops naming them.
   */
  const save = async (
    d: ResourceDefinition,
    existing: Item,
    { values, changes, saver, printed }: Write,
    version: number,
    actor: Actor,
    action: ChangeAction,
  ) => {
    const key = keyOf(d, values);
    const saved = await recordFilesOf.writeWith(d, changes, saver, async (fileNames) => {
      // A renamed event or sub-event remembers its former title: links shared before still lead to it.
      const item = await issuance.prepare(
        d,
        withFormerTitles(d, existing, {
          ...existing,
          ...values,
          ...fileNames,
          id: key === undefined ? existing.id : keyId(key),
          version: version + 1,
          updatedAt: now().toISOString(),
        }),
      );
      await kept.keep(d, filesLetGo(d, existing, item), REPLACED_FILE_DAYS);
      if (item.id !== existing.id)
        return keys.move(d, existing, item, () => moveRecord(records, d, existing, item, version), {
          refuse: !printed,
        });
      if (await records.replace(d.name, item, version)) return item;
      throw (await records.get(d.name, existing.id))
        ? conflict(messagesFor(d).stale)
        : notFound(messagesFor(d).notFound);
    });
    await issuance.settle(d, saved, existing);
    await history.note(d, action, actor, existing, saved);
    // A rename carried to the records that named the old one is a change of theirs, by the same person.
    for (const followed of await references.followChange(d, existing, saved))
      await history.note(followed.d, 'update', actor, followed.before, followed.after);
    return saved;
  };

  return {
    list,

    /** Everything the public pages show, each list in the order the site shows it. */
    siteData,

    /**
     * The record whose key field (a certificate's code) is `key`, as stored text: the same
     * letters typed composed or decomposed, or with hidden characters or extra spaces, find
     * the same certificate.
     */
    async findByKey(d: ResourceDefinition, key: string) {
      const stored = singleLineText(key);
      // A visitor's lookup (a certificate's QR code) that decides nothing: a record written a
      // moment ago may be missed for that moment, at half the cost of each lookup.
      const find = async (k: string) => {
        const item = k ? await records.get(d.name, keyId(k), { eventually: true }) : undefined;
        return item && keyOf(d, item) === k ? item : undefined;
      };
      // Keys stored before text was normalised are found as they were typed.
      const item = (await find(stored)) ?? (stored === key ? undefined : await find(key));
      if (!item) throw notFound(noSuchKey(d, key));
      return item;
    },

    /**
     * A page of the console's list. In the order of addition and unfiltered (the default), it
     * reads only its page; asked for ids (react-admin's getMany), exactly those records; any
     * other sort or filter works on every record (docs/architecture.md, "Reading lists").
     */
    async query(d: ResourceDefinition, query: ListQuery): Promise<ListPage> {
      const { sortField, order, filter } = checkListQuery(d, query);
      const keys = Object.keys(filter);
      if (keys.length === 1 && keys[0] === 'id') {
        // An id the API never hands out names no record: it is not looked up.
        const ids = [filter.id].flat().map(String).filter(isRecordId);
        const found = await records.getMany(d.name, ids);
        return applyListQuery(d, found, { ...query, filter: {} });
      }
      // A page of no records is the count alone, whatever its order.
      const countOnly = query.range !== undefined && query.range[1] < query.range[0];
      if (keys.length === 0 && (sortField === 'createdAt' || countOnly))
        return lists.page(d.name, order === 'DESC', query.range);
      return applyListQuery(d, await lists.all(d.name), query);
    },

    get,

    /** `id` is for the demo seed only, which must be able to resume; clients never choose one. */
    async create(d: ResourceDefinition, submission: Submission, actor: Actor, givenId?: string) {
      const valid = await validate(d, submission);
      const key = keyOf(d, valid.values);
      const id = key === undefined ? (givenId ?? randomUUID()) : keyId(key);
      const emptyFiles = Object.fromEntries(fileFields(d).map((name) => [name, '']));
      const stamp = now().toISOString();
      const base = { ...emptyFiles, id, version: 1, createdAt: stamp, updatedAt: stamp };
      return insert(d, base, valid, actor, 'create');
    },

    /**
     * A record brought over from the old site (`npm run import`), with its own id and time of
     * addition. The importer made its values valid, leaving empty what the old site never kept
     * (the console asks for it at the next save), and stored its files through the same
     * processor as uploads. A record with a key (a certificate) is stored under it, as ever.
     */
    async bringOver(
      d: ResourceDefinition,
      given: { id: string; createdAt: string; updatedAt: string },
      values: Record<string, unknown>,
      fileNames: Record<string, string>,
      actor: Actor,
    ) {
      const key = keyOf(d, values);
      const emptyFiles = Object.fromEntries(fileFields(d).map((name) => [name, '']));
      const { createdAt, updatedAt } = given;
      const base = {
        ...emptyFiles,
        createdAt,
        updatedAt,
        id: key === undefined ? given.id : keyId(key),
        version: 1,
      };
      const write = {
        values,
        changes: storedFiles(fileNames),
        saver: { resource: d.name, account: '' },
        printed: true,
      };
      return insert(d, base, write, actor, 'create');
    },

    /** The old site's newer copy of a record nobody changed here since it was brought over. */
    async bringOverAgain(
      d: ResourceDefinition,
      existing: Item,
      values: Record<string, unknown>,
      fileNames: Record<string, string>,
      actor: Actor,
    ) {
      const write = {
        values,
        changes: storedFiles(fileNames),
        saver: { resource: d.name, account: '' },
        printed: true,
      };
      return save(d, existing, write, Number(existing.version), actor, 'update');
    },

    async update(
      d: ResourceDefinition,
      id: string,
      submission: Submission,
      version: unknown,
      actor: Actor,
    ) {
      const expected = checkedVersion(version);
      const existing = await get(d, id);
      return save(d, existing, await validate(d, submission, existing), expected, actor, 'update');
    },

    /**
     * Deletes the record into "Recently deleted", its files out of service with it; or, `forGood`
     * (an owner's, for a member who asks to be taken off the site), at once and for good, with
     * its files and history and no copy kept. Nothing of it is noted then: the audit entry the
     * caller writes names no one.
     */
    async remove(
      d: ResourceDefinition,
      id: string,
      actor: Actor,
      { forGood = false }: { forGood?: boolean } = {},
    ) {
      const existing = await get(d, id);
      await references.refuseIfNamed(d, existing);
      const letGo = filesLetGo(d, existing, undefined);
      // The copy and its files are kept before the record goes: never one without the other.
      if (!forGood) {
        await deleted.keep(d, existing, actor);
        await kept.keep(d, letGo, DELETED_DAYS);
      }
      const removed = await records.remove(d.name, id, Number(existing.version));
      if (!removed) {
        if (!forGood) await deleted.forget(deletedId(d.name, id));
        throw (await records.get(d.name, id))
          ? conflict(messagesFor(d).stale)
          : notFound(messagesFor(d).notFound);
      }
      await issuance.settle(d, undefined, removed);
      const key = keyOf(d, removed);
      if (key !== undefined) await keys.release(d, key, removed.id);
      if (forGood) {
        await purge(d, removed);
        return removed;
      }
      // After the record is gone, so a page never names a file that is not served. Should this
      // fail, the files stay kept where they were, as before the bin existed.
      try {
        await binned.binAway(d, letGo);
      } catch (error) {
        log.error(`Could not move the files of ${d.name} ${id} to the bin`, asError(error));
      }
      await history.note(d, 'delete', actor, removed, undefined);
      return removed;
    },

    /**
     * Deletes a record in "Recently deleted" for good, with its files and history: the copy
     * goes last, so that a purge cut short can be asked for again. Answers what it was.
     */
    async deleteForGood(id: string) {
      const entry = await deleted.get(id);
      const d = contentResources.find((r) => r.name === entry?.resource);
      if (!entry || !d) throw notInBin();
      await purge(d, { ...(entry.record as Item), id: entry.recordId });
      await deleted.forget(id);
      return { d, recordId: entry.recordId };
    },

    ...recordRestores({
      recordFilesOf,
      references,
      history,
      deleted,
      binned,
      now,
      get,
      save,
      insert,
    }),
  };
};

export type ContentService = ReturnType<typeof contentService>;
