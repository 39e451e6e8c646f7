import { createHash } from 'node:crypto';
import { messagesFor, type ResourceDefinition } from '@club/model';
import { conflict } from '../errors.js';
import type { Item, RecordStore } from '../ports.js';

/**
 * Records with a key field (a certificate's code) are stored under a digest of the key: the
 * key is unique by construction (one conditional put), and a key of any length or alphabet
 * fits DynamoDB's.
 */
export const keyId = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The record's key, for a resource that has a key field. */
export const keyOf = (d: ResourceDefinition, values: Record<string, unknown>) =>
  d.keyField ? String(values[d.keyField] ?? '') : undefined;

const keyLabel = (d: ResourceDefinition) => d.fields[d.keyField!]!.label.toLowerCase();

export const keyTaken = (d: ResourceDefinition, key: string) => {
  const message = `A ${d.labels.one} with the ${keyLabel(d)} '${key}' already exists.`;
  return conflict(message, { [d.keyField!]: message });
};

export const noSuchKey = (d: ResourceDefinition, key: string) =>
  `There is no ${d.labels.one} with the ${keyLabel(d)} '${key}'.`;

/**
 * An edit that changes a record's key moves it: the new key is claimed before the old one is
 * let go, and given back if someone else changed or removed the record meanwhile.
 */
export const moveRecord = async (
  records: RecordStore,
  d: ResourceDefinition,
  from: Item,
  to: Item,
  version: number,
) => {
  if (from.version !== version) throw conflict(messagesFor(d).stale);
  if (!(await records.create(d.name, to))) throw keyTaken(d, keyOf(d, to)!);
  if (await records.remove(d.name, from.id, version)) return to;
  await records.remove(d.name, to.id);
  throw conflict(messagesFor(d).stale);
};
