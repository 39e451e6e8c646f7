import { createHash } from 'node:crypto';
import { EJSON, ObjectId } from 'bson';
import {
  editableFields,
  fieldSchema,
  fileFields,
  isRecordId,
  type ResourceDefinition,
} from '@club/model';
import type { OldDocument } from './old-dump.js';

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

const dateOf = (value: unknown) =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : undefined;

/**
 * The old forms sent every value as text; the counters held numbers written for people
 * ("1,200+"). The digits are the number.
 */
const countFrom = (value: unknown) => {
  if (typeof value === 'number') return value;
  const digits = String(value ?? '').replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits);
};

const textFrom = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? '';

/**
 * The new site's record for an old document: every field through the model's own check; a
 * value that fails it is left empty and noted, so that one bad web address does not keep a
 * whole team member out. A value the old site never kept is empty too; the console asks for
 * it at the next save.
 */
export const oldRecord = (d: ResourceDefinition, document: OldDocument): OldRecord | string => {
  const { id, created } = idOf(document);
  if (!isRecordId(id)) return `it has no usable _id (${EJSON.stringify(document._id ?? null)})`;
  const createdAt = (created ?? new Date(0)).toISOString();
  const notes: string[] = [];
  const values: Record<string, unknown> = {};

  for (const name of editableFields(d)) {
    const field = d.fields[name]!;
    const given = document[name];
    if (field.kind === 'count') {
      const count = countFrom(given);
      const checked = fieldSchema(d, name).safeParse(count);
      values[name] = checked.success ? checked.data : 0;
      if (!checked.success)
        notes.push(`${field.label} '${textFrom(given)}' is not a number: set to 0.`);
      else if (textFrom(given) !== String(count))
        notes.push(`${field.label} '${textFrom(given)}' became ${count}.`);
      continue;
    }
    const text = textFrom(given);
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
      const old = textFrom(document[name]).trim();
      values[name] = old || derived[name];
      if (!old)
        notes.push(`${d.fields[name]?.label ?? name} was empty: made from the other fields.`);
    }
  }

  const files: Record<string, string> = {};
  for (const name of fileFields(d)) {
    const file = textFrom(document[name]).trim();
    if (file) files[name] = file;
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
