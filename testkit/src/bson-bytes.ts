import { randomBytes } from 'node:crypto';

/**
 * Documents as mongodump (BSON) and mongoexport (extended JSON) write them, made by hand so
 * that they can be what no driver would write: fields that are objects where text belongs,
 * nesting thousands deep, an element of a type BSON does not have.
 */
export type OldValue =
  string | number | { $oid: string } | { broken: true } | { nested: number } | OldFields;
export interface OldFields {
  [name: string]: OldValue;
}

/** An ObjectId's hex, made at `at` as MongoDB makes one: the time, then random bytes. */
export const objectIdAt = (at: Date) => {
  const time = Buffer.alloc(4);
  time.writeUInt32BE(Math.floor(at.getTime() / 1000));
  return Buffer.concat([time, randomBytes(8)]).toString('hex');
};

const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const isOid = (v: OldValue): v is { $oid: string } => typeof v === 'object' && '$oid' in v;
const isBroken = (v: OldValue): v is { broken: true } => typeof v === 'object' && 'broken' in v;
const isNested = (v: OldValue): v is { nested: number } => typeof v === 'object' && 'nested' in v;

/** `{inner: {inner: … {deepest: 'here'}}}`, `depth` deep, made inside out (no recursion). */
const nestedBson = (depth: number) => {
  let document = bsonDocument({ deepest: 'here' });
  for (let i = 0; i < depth; i++) {
    const length = Buffer.alloc(4);
    length.writeInt32LE(document.length + 12);
    document = Buffer.concat([
      length,
      Buffer.from([0x03]),
      cstring('inner'),
      document,
      Buffer.from([0]),
    ]);
  }
  return document;
};

const element = (name: string, value: OldValue): Buffer => {
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    const length = Buffer.alloc(4);
    length.writeInt32LE(text.length + 1);
    return Buffer.concat([Buffer.from([0x02]), cstring(name), length, text, Buffer.from([0])]);
  }
  if (typeof value === 'number') {
    const int = Buffer.alloc(4);
    int.writeInt32LE(value);
    return Buffer.concat([Buffer.from([0x10]), cstring(name), int]);
  }
  if (isOid(value))
    return Buffer.concat([Buffer.from([0x07]), cstring(name), Buffer.from(value.$oid, 'hex')]);
  if (isBroken(value)) return Buffer.concat([Buffer.from([0x99]), cstring(name), randomBytes(4)]);
  if (isNested(value))
    return Buffer.concat([Buffer.from([0x03]), cstring(name), nestedBson(value.nested)]);
  return Buffer.concat([Buffer.from([0x03]), cstring(name), bsonDocument(value)]);
};

/** One BSON document: its length, its elements, a NUL. */
export const bsonDocument = (fields: OldFields): Buffer => {
  const body = Buffer.concat(Object.entries(fields).map(([n, v]) => element(n, v)));
  const length = Buffer.alloc(4);
  length.writeInt32LE(body.length + 5);
  return Buffer.concat([length, body, Buffer.from([0])]);
};

/** The same document as one line of mongoexport's canonical extended JSON. */
export const extendedJson = (fields: OldFields): string => {
  // A deep value is spliced in as text: JSON.stringify would recurse as deep.
  const deep: string[] = [];
  const value = (v: OldValue): unknown => {
    if (typeof v === 'number') return { $numberInt: String(v) };
    if (typeof v === 'string' || isOid(v)) return v;
    if (isBroken(v)) return { $oid: 'not an id' };
    if (isNested(v)) {
      deep.push(`${'{"inner":'.repeat(v.nested)}{"deepest":"here"}${'}'.repeat(v.nested)}`);
      return `\0deep${deep.length - 1}`;
    }
    return Object.fromEntries(Object.entries(v).map(([n, inner]) => [n, value(inner)]));
  };
  return JSON.stringify(value(fields)).replace(/"\\u0000deep(\d+)"/g, (_, i) => deep[Number(i)]!);
};

/** A value nested `depth` objects deep. */
export const nestedValue = (depth: number): OldValue => ({ nested: depth });
