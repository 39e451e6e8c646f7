import { createHash } from 'node:crypto';
import { EJSON, ObjectId } from 'bson';
import {
  editableFields,
  fieldSchema,
  fileFields,
  isRecordId,
  storedFieldSchema,
  type ResourceDefinition,
} from '@club/model';
import { whyUnreadable, type OldDocument } from './old-dump-files.js';

/** What mongoose added to every document, and the old sub-events' own timestamps. */
const BOOKKEEPING = new Set(['_id', '__v', 'createdAt', 'updatedAt']);

/** One old document, made ready to be written as a record of the new site. */
export interface OldRecord {
  /** The old `_id`, kept as the id so that old links to it still open it. */
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The values, each valid for its field or left empty. */
  values: Record<string, unknown>;
  /** The old file name of each file field that named one. */
  files: Record<string, string>;
  /** What was changed on the way, for the report: "Facebook 'N/A' is not a web address: left empty". */
  notes: string[];
  /** A digest of the document: a later dump with the same digest brings nothing new. */
  digest: string;
}

const idOf = (document: OldDocument) => {
  const raw = document._id;
  if (raw instanceof ObjectId) return { id: raw.toHexString(), created: raw.getTimestamp() };
  return { id: typeof raw === 'string' ? raw : '', created: undefined };
};

/** An old value as the report quotes it: short, and whatever it is (EJSON can fail on it). */
export const quoted = (value: unknown) => {
  try {
    const text = EJSON.stringify(value ?? null, { relaxed: true });
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    return '(a value too deeply nested to show)';
  }
};

const dateOf = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;

/**
 * The old forms sent every value as text; the counters held numbers written for people
 * ("1,200+"). The digits are the number.
 */
const countFrom = (value: unknown) => {
  if (typeof value === 'number') return value;
  const digits = (textFrom(value) ?? '').replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits);
};

/**
 * An old value as text; undefined for one that is no text at all. The old forms sent text, and
 * MongoDB's own types (an ObjectId, a number it kept as Long) read as their text; an object or
 * list an attacker put there has none (and `String()` of it may even throw).
 */
const textFrom = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object' && '_bsontype' in value) return (value as ObjectId).toString();
  return undefined;
};

const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? '';

/**
 * The new site's record for an old document: every field through the model's own check; a
 * value that fails it is left empty and noted, so that one bad web address does not keep a
 * whole team member out. A value the old site never kept is empty too; the console asks for
 * it at the next save.
 */
export const oldRecord = (d: ResourceDefinition, document: OldDocument): OldRecord | string => {
  const { id, created } = idOf(document);
  if (!isRecordId(id)) return `it has no usable _id (${quoted(document._id)})`;
  const createdAt = (created ?? new Date(0)).toISOString();
  const notes: string[] = [];
  const values: Record<string, unknown> = {};

  for (const name of editableFields(d)) {
    const field = d.fields[name]!;
    const given = document[name];
    const text = textFrom(given);
    if (field.kind === 'count') {
      const count = countFrom(given);
      const checked = fieldSchema(d, name).safeParse(count);
      values[name] = checked.success ? checked.data : 0;
      if (!checked.success)
        notes.push(
          `${field.label} ${text === undefined ? quoted(given) : `'${text}'`} is not a number: set to 0.`,
        );
      else if (text !== String(count)) notes.push(`${field.label} '${text}' became ${count}.`);
      continue;
    }
    if (text === undefined) {
      values[name] = '';
      notes.push(`${field.label} ${quoted(given)} is not text: left out.`);
      continue;
    }
    const checked = fieldSchema(d, name).safeParse(text);
    if (checked.success) values[name] = checked.data;
    else {
      values[name] = '';
      if (text.trim() === '') {
        if (field.required)
          notes.push(`${field.label} is empty: the old site had none. Add it in the console.`);
      } else notes.push(`${firstMessage(checked.error)} '${text}' was left out.`);
    }
  }
  // The code printed on a certificate (in its QR code) is kept as it was, whatever made it.
  if (d.derive) {
    const derived = d.derive(values);
    for (const name of Object.keys(derived)) {
      const field = d.fields[name]!;
      const old = (textFrom(document[name]) ?? '').trim();
      const kept = storedFieldSchema(field).safeParse(old);
      values[name] = old && kept.success ? old : derived[name];
      if (!old) notes.push(`${field.label} was empty: made from the other fields.`);
      else if (!kept.success)
        notes.push(
          `${field.label} ${quoted(old)} cannot be kept (${firstMessage(kept.error)}): made from the other fields.`,
        );
    }
  }

  const files: Record<string, string> = {};
  for (const name of fileFields(d)) {
    const file = textFrom(document[name]);
    if (file === undefined)
      notes.push(
        `${d.fields[name]!.label} ${quoted(document[name])} is not a file name: left out.`,
      );
    else if (file.trim()) files[name] = file.trim();
  }

  const known = new Set([...Object.keys(d.fields), ...BOOKKEEPING]);
  const unknown = Object.keys(document).filter((name) => !known.has(name));
  if (unknown.length > 0) notes.push(`Not part of the new site, left out: ${unknown.join(', ')}.`);

  return {
    id,
    createdAt,
    updatedAt: dateOf(document.updatedAt) ?? createdAt,
    values,
    files,
    notes,
    digest: createHash('sha256')
      .update(EJSON.stringify(document, { relaxed: false }))
      .digest('hex'),
  };
};

/** The old _id as the report names a record it skipped. */
export const quotedId = (id: unknown) =>
  typeof id === 'string' || id instanceof ObjectId ? String(id) : quoted(id);

/**
 * The old document made ready, or why it cannot be: one that makes the reading itself fail
 * (nested thousands deep, say) is skipped and named, and the others still come over.
 */
export const readOldRecord = (d: ResourceDefinition, document: OldDocument) => {
  try {
    return oldRecord(d, document);
  } catch (error) {
    return whyUnreadable(error);
  }
};
