import { readFileSync, statSync } from 'node:fs';
import { BSON, EJSON } from 'bson';

export type OldDocument = Record<string, unknown>;

/** A collection's file as read: its documents, and those that could not be read, by _id. */
export interface OldCollection {
  documents: OldDocument[];
  unreadable: { id: string; reason: string }[];
  /** Why the file as a whole could not be read: then nothing of it is imported. */
  failed?: string;
}

/** Why a document could not be read, in words: a stack overflow is a document nested too deep. */
export const whyUnreadable = (error: unknown) =>
  error instanceof RangeError && /call stack/.test(error.message)
    ? 'it is nested too deeply to read'
    : `it could not be read (${(error as Error).message})`;

/** The _id of a BSON document that cannot be read whole: mongodump writes it first. */
const bsonId = (document: Uint8Array) => {
  const OBJECT_ID = 0x07;
  const name = Buffer.from('_id\0');
  const at = 5 + name.length;
  if (document[4] !== OBJECT_ID || !name.equals(document.subarray(5, at))) return '';
  return Buffer.from(document.subarray(at, at + 12)).toString('hex');
};

const cannotRead = (failed: string): OldCollection => ({ documents: [], unreadable: [], failed });

/** `mongodump` writes one BSON document after another, each starting with its length. */
const readBson = (bytes: Uint8Array): OldCollection => {
  const read: OldCollection = { documents: [], unreadable: [] };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < bytes.byteLength;) {
    const length = at + 4 <= bytes.byteLength ? view.getInt32(at, true) : 0;
    if (length < 5 || at + length > bytes.byteLength)
      return cannotRead(`it ends in the middle of a document (at byte ${at})`);
    const document = bytes.subarray(at, at + length);
    try {
      read.documents.push(BSON.deserialize(document, { promoteValues: true }));
    } catch (error) {
      read.unreadable.push({ id: bsonId(document), reason: whyUnreadable(error) });
    }
    at += length;
  }
  return read;
};

/** Extended JSON ({"$oid": ...}) made into ObjectIds and dates, one document at a time. */
const fromExtendedJson = (values: unknown[]): OldCollection => {
  const read: OldCollection = { documents: [], unreadable: [] };
  for (const value of values) {
    try {
      const document = EJSON.deserialize(value as object, { relaxed: false }) as unknown;
      if (typeof document !== 'object' || document === null || Array.isArray(document))
        throw new Error('it is not a document');
      read.documents.push(document as OldDocument);
    } catch (error) {
      const raw = (value as { _id?: { $oid?: unknown } } | null)?._id?.$oid;
      read.unreadable.push({
        id: typeof raw === 'string' ? raw : '',
        reason: whyUnreadable(error),
      });
    }
  }
  return read;
};

/**
 * `mongoexport` writes one document per line, or a JSON array with --jsonArray; either way
 * extended JSON. A line that is not JSON is one unreadable document; an array that is not
 * JSON is a file that cannot be read.
 */
const readJson = (text: string): OldCollection => {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let values: unknown;
    try {
      values = JSON.parse(trimmed);
    } catch (error) {
      return cannotRead(`it is not JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(values)) return cannotRead('it is not a list of documents');
    return fromExtendedJson(values);
  }
  const values: unknown[] = [];
  const notJson: OldCollection['unreadable'] = [];
  for (const line of trimmed.split(/\r?\n/).filter((l) => l.trim() !== '')) {
    try {
      values.push(JSON.parse(line));
    } catch {
      const id = /"_id"\s*:\s*\{\s*"\$oid"\s*:\s*"([0-9a-fA-F]{24})"/.exec(line)?.[1] ?? '';
      notJson.push({ id, reason: 'it is not JSON' });
    }
  }
  const read = fromExtendedJson(values);
  read.unreadable.push(...notJson);
  return read;
};

/**
 * A collection's file: a file (a link to a device such as /dev/zero would be read forever), read
 * document by document; what cannot be read is said, never thrown.
 */
export const readCollection = (path: string, format: 'bson' | 'json'): OldCollection => {
  try {
    if (!statSync(path).isFile()) return cannotRead('it is not a file');
    return format === 'bson' ? readBson(readFileSync(path)) : readJson(readFileSync(path, 'utf8'));
  } catch (error) {
    return cannotRead(`it could not be read (${(error as Error).message})`);
  }
};
