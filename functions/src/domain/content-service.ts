import { randomUUID } from 'node:crypto';
import {
  defaultSort,
  fieldErrors,
  fileFields,
  inputSchema,
  isRecordId,
  isVersion,
  messagesFor,
  siteRecord,
  siteResources,
  storedText,
  type FieldErrors,
  type ResourceDefinition,
  type SiteData,
} from '@club/model';
import { conflict, invalid, notFound } from './errors.js';
import type { Log } from './log.js';
import { collectionIndex } from './collection-index.js';
import { applyListQuery, checkListQuery, type ListPage, type ListQuery } from './list-query.js';
import { readFileChanges, type IncomingFile } from './file-changes.js';
import type { FileStore, Item, MediaProcessor, RecordStore } from './ports.js';
import { keyId, keyOf, keyTaken, moveRecord, noSuchKey } from './record-keys.js';
import { referenceRules } from './references.js';
import { recordFiles } from './record-files.js';

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
  prepare(d: ResourceDefinition, item: Item): Promise<Item>;
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
}

export const contentService = ({
  records,
  files,
  media,
  log,
  issuance = noIssuance,
  now = () => new Date(),
}: ContentDeps) => {
  const references = referenceRules(records, now);
  const lists = collectionIndex(records, log, now);
  const recordFilesOf = recordFiles({ records, files, media, log, now });

  /** Validates everything before anything is written, so bad input changes nothing. */
  const validate = async (d: ResourceDefinition, submission: Submission, existing?: Item) => {
    const parsed = inputSchema(d).safeParse(submission.fields);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    const changes = readFileChanges(d, submission, existing, errors);
    const saver = { resource: d.name, account: submission.account ?? '' };
    await recordFilesOf.checkUploads(d, changes, saver, errors);
    if (Object.keys(errors).length > 0 || !parsed.success) throw invalid(errors);
    const values: Record<string, unknown> = { ...parsed.data };
    return { values: { ...values, ...d.derive?.(values) }, changes, saver };
  };

  const get = async (d: ResourceDefinition, id: string) => {
    const item = await records.get(d.name, id);
    if (!item) throw notFound(messagesFor(d).notFound);
    return item;
  };

  /** Every record, in the site's order (spec §7). */
  const list = async (d: ResourceDefinition) => {
    const all = await lists.all(d.name);
    return defaultSort(d)[1] === 'DESC' ? all.reverse() : all;
  };

  return {
    list,

    /** Everything the public pages show, each list in the order the site shows it. */
    async siteData(): Promise<SiteData> {
      const entries = await Promise.all(
        siteResources.map(async (d) => [d.name, (await list(d)).map((i) => siteRecord(d, i))]),
      );
      return Object.fromEntries(entries);
    },

    /**
     * The record whose key field (a certificate's code) is `key`, as stored text: the same
     * letters typed composed or decomposed find the same certificate.
     */
    async findByKey(d: ResourceDefinition, key: string) {
      const stored = storedText(key);
      const find = async (k: string) => {
        const item = k ? await records.get(d.name, keyId(k)) : undefined;
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
    async create(d: ResourceDefinition, submission: Submission, givenId?: string) {
      const valid = await validate(d, submission);
      const { values } = valid;
      const key = keyOf(d, values);
      const id = key === undefined ? (givenId ?? randomUUID()) : keyId(key);
      const stamp = now().toISOString();
      const emptyFiles = Object.fromEntries(fileFields(d).map((name) => [name, '']));
      const created = await recordFilesOf.writeWith(
        d,
        valid.changes,
        valid.saver,
        async (fileNames) => {
          const item = await issuance.prepare(d, {
            ...emptyFiles,
            ...values,
            ...fileNames,
            id,
            version: 1,
            createdAt: stamp,
            updatedAt: stamp,
          });
          if (await records.create(d.name, item)) return item;
          throw key === undefined ? conflict('Please try again.') : keyTaken(d, key);
        },
      );
      await issuance.settle(d, created, undefined);
      return created;
    },

    async update(d: ResourceDefinition, id: string, submission: Submission, version: unknown) {
      if (!isVersion(version)) {
        throw invalid({
          version: 'The record version is missing or not valid; reload the page and try again.',
        });
      }
      const existing = await get(d, id);
      const valid = await validate(d, submission, existing);
      const { values, changes } = valid;
      const key = keyOf(d, values);
      const saved = await recordFilesOf.writeWith(d, changes, valid.saver, async (fileNames) => {
        const item = await issuance.prepare(d, {
          ...existing,
          ...values,
          ...fileNames,
          id: key === undefined ? id : keyId(key),
          version: version + 1,
          updatedAt: now().toISOString(),
        });
        if (item.id !== id) return moveRecord(records, d, existing, item, version);
        if (await records.replace(d.name, item, version)) return item;
        throw (await records.get(d.name, id))
          ? conflict(messagesFor(d).stale)
          : notFound(messagesFor(d).notFound);
      });
      // Replaced and cleared files go only once the record no longer names them.
      await recordFilesOf.remove(
        d,
        Object.keys(changes)
          .map((name) => String(existing[name] ?? ''))
          .filter(Boolean),
      );
      await issuance.settle(d, saved, existing);
      await references.followChange(d, existing, saved);
      return saved;
    },

    async remove(d: ResourceDefinition, id: string) {
      await references.refuseIfNamed(d, await get(d, id));
      const removed = await records.remove(d.name, id);
      if (!removed) throw notFound(messagesFor(d).notFound);
      await issuance.settle(d, undefined, removed);
      await recordFilesOf.remove(
        d,
        fileFields(d)
          .map((name) => String(removed[name] ?? ''))
          .filter(Boolean),
      );
      return removed;
    },
  };
};

export type ContentService = ReturnType<typeof contentService>;
