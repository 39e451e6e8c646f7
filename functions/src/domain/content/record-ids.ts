import { isRecordId, noSuchId, type ResourceDefinition } from '@club/model';
import { invalid, notFound } from '../errors.js';

/**
 * The id of one record as a request names it; an id the API never hands out names no record,
 * and is answered 404 here rather than sent to the table (whose keys it may not fit).
 */
export const recordId = (d: ResourceDefinition, id: string | undefined): string => {
  if (!isRecordId(id)) throw notFound(noSuchId(d));
  return id;
};

/**
 * The ids a list filter asks for (react-admin's getMany sends `{"id": [...]}`), each one a
 * record can have; a filter without ids passes.
 */
export const checkFilterIds = (d: ResourceDefinition, filter: Record<string, unknown> = {}) => {
  if (!('id' in filter)) return;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  if (!ids.every(isRecordId))
    throw invalid({ filter: `The list asks for an id that no ${d.labels.one} can have.` });
};
