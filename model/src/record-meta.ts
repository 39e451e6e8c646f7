import type { ResourceDefinition } from './resource.js';

/**
 * The ids the API hands out: UUIDs, digests of a key field (base64url) and the demo seed's
 * 'demo-3'. Anything else names no record, so it is answered before it reaches the table,
 * whose keys have a size limit and an alphabet of their own.
 */
const RECORD_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const isRecordId = (value: unknown): value is string =>
  typeof value === 'string' && RECORD_ID.test(value);

export const noSuchId = (d: ResourceDefinition) => `There is no ${d.labels.one} with that id.`;

/**
 * A record's version counts its saves from 1. The next save stores version + 1, which must
 * still be a whole number JavaScript holds exactly, or the store would refuse it.
 */
export const isVersion = (value: unknown): value is number =>
  Number.isSafeInteger(value) &&
  (value as number) >= 1 &&
  (value as number) < Number.MAX_SAFE_INTEGER;
