import { randomUUID } from 'node:crypto';
import {
  fieldErrors,
  fileFields,
  inputSchema,
  messagesFor,
  siteRecord,
  siteResources,
  uploadKey,
  type FieldErrors,
  type ResourceDefinition,
  type SiteData,
} from '@club/model';
import { conflict, invalid, notFound } from './errors.js';
import { applyListQuery, type ListQuery } from './list-query.js';
import type { FileStore, Item, RecordStore } from './ports.js';
import { keyId, keyOf, keyTaken, moveRecord, noSuchKey } from './record-keys.js';
import { prepareUpload, type IncomingFile, type PreparedFile } from './uploads.js';

/** What a person submitted: text fields and the files they attached, by field name. */
export interface Submission {
  fields: Record<string, unknown>;
  files: Record<string, IncomingFile>;
}

export interface ContentDeps {
  records: RecordStore;
  files: FileStore;
  now?: () => Date;
  warn?: (message: string, error: unknown) => void;
}

const folderOf = (d: ResourceDefinition) => {
  if (!d.uploadFolder) throw new Error(`${d.name} has file fields but no upload folder`);
  return d.uploadFolder;
};

export const contentService = ({
  records,
  files,
  now = () => new Date(),
  warn = console.warn,
}: ContentDeps) => {
  const fileKey = (d: ResourceDefinition, file: string) => uploadKey(folderOf(d), file);

  const removeFiles = async (d: ResourceDefinition, names: string[]) => {
    // A leftover file costs a few bytes; a failed delete must not undo the record's change.
    const results = await Promise.allSettled(names.map((name) => files.remove(fileKey(d, name))));
    results.forEach(
      (r, i) => r.status === 'rejected' && warn(`Could not remove ${names[i]}`, r.reason),
    );
  };

  /** Validates everything before anything is written, so bad input changes nothing. */
  const validate = async (d: ResourceDefinition, submission: Submission, existing?: Item) => {
    const parsed = inputSchema(d).safeParse(submission.fields);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    for (const name of fileFields(d)) {
      const field = d.fields[name]!;
      if (field.required && !submission.files[name] && !existing?.[name])
        errors[name] = `${field.label} is required.`;
    }
    if (Object.keys(errors).length > 0 || !parsed.success) throw invalid(errors);
    const uploads: Record<string, PreparedFile> = {};
    for (const [name, file] of Object.entries(submission.files)) {
      const field = d.fields[name];
      if (!field || !fileFields(d).includes(name))
        throw invalid({ [name]: `${d.labels.many} have no file field '${name}'.` });
      uploads[name] = await prepareUpload(file, field.kind, name, field.label);
    }
    const values: Record<string, unknown> = { ...parsed.data };
    return { values: { ...values, ...d.derive?.(values) }, uploads };
  };

  /** Stores the files first; if that or `write` fails, the new files are taken away again. */
  const writeWithFiles = async (
    d: ResourceDefinition,
    uploads: Record<string, PreparedFile>,
    write: () => Promise<Item>,
  ) => {
    const saved: string[] = [];
    try {
      await Promise.all(
        Object.values(uploads).map(async (u) => {
          await files.save({
            key: fileKey(d, u.fileName),
            body: u.body,
            contentType: u.contentType,
          });
          saved.push(u.fileName);
        }),
      );
      return await write();
    } catch (error) {
      await removeFiles(d, saved);
      throw error;
    }
  };

  const get = async (d: ResourceDefinition, id: string) => {
    const item = await records.get(d.name, id);
    if (!item) throw notFound(messagesFor(d).notFound);
    return item;
  };

  const fileNames = (uploads: Record<string, PreparedFile>) =>
    Object.fromEntries(Object.entries(uploads).map(([name, u]) => [name, u.fileName]));

  const list = async (d: ResourceDefinition) =>
    applyListQuery(d, await records.list(d.name), {}).page;

  return {
    list,

    /** Everything the public pages show, each list in the order the site shows it. */
    async siteData(): Promise<SiteData> {
      const lists = await Promise.all(
        siteResources.map(async (d) => [d.name, (await list(d)).map((i) => siteRecord(d, i))]),
      );
      return Object.fromEntries(lists);
    },

    /** The record whose key field (a certificate's code) is exactly `key`. */
    async findByKey(d: ResourceDefinition, key: string) {
      const item = key ? await records.get(d.name, keyId(key)) : undefined;
      if (!item || keyOf(d, item) !== key) throw notFound(noSuchKey(d, key));
      return item;
    },

    async query(d: ResourceDefinition, query: ListQuery) {
      return applyListQuery(d, await records.list(d.name), query);
    },

    get,

    /** `id` is for the demo seed only, which must be able to resume; clients never choose one. */
    async create(d: ResourceDefinition, submission: Submission, givenId?: string) {
      const { values, uploads } = await validate(d, submission);
      const key = keyOf(d, values);
      const id = key === undefined ? (givenId ?? randomUUID()) : keyId(key);
      const stamp = now().toISOString();
      const emptyFiles = Object.fromEntries(fileFields(d).map((name) => [name, '']));
      const item: Item = {
        ...emptyFiles,
        ...values,
        ...fileNames(uploads),
        id,
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
      };
      return writeWithFiles(d, uploads, async () => {
        if (await records.create(d.name, item)) return item;
        throw key === undefined ? conflict('Please try again.') : keyTaken(d, key);
      });
    },

    async update(d: ResourceDefinition, id: string, submission: Submission, version: unknown) {
      const existing = await get(d, id);
      if (typeof version !== 'number' || !Number.isInteger(version)) {
        throw invalid({
          version: 'The form is missing the record version; reload the page and try again.',
        });
      }
      const { values, uploads } = await validate(d, submission, existing);
      const key = keyOf(d, values);
      const item: Item = {
        ...existing,
        ...values,
        ...fileNames(uploads),
        id: key === undefined ? id : keyId(key),
        version: version + 1,
        updatedAt: now().toISOString(),
      };
      const saved = await writeWithFiles(d, uploads, async () => {
        if (item.id !== id) return moveRecord(records, d, existing, item, version);
        if (await records.replace(d.name, item, version)) return item;
        throw (await records.get(d.name, id))
          ? conflict(messagesFor(d).stale)
          : notFound(messagesFor(d).notFound);
      });
      await removeFiles(
        d,
        Object.keys(uploads)
          .map((name) => String(existing[name] ?? ''))
          .filter(Boolean),
      );
      return saved;
    },

    async remove(d: ResourceDefinition, id: string) {
      const removed = await records.remove(d.name, id);
      if (!removed) throw notFound(messagesFor(d).notFound);
      await removeFiles(
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
