import {
  deletedPath,
  historyPath,
  restoreDeletedPath,
  restoreVersionPath,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import { fetchUtils, type RaRecord } from 'react-admin';

/** A record's changes, newest first. */
export const fetchHistory = async (definition: ResourceDefinition, id: string) =>
  (await fetchUtils.fetchJson(historyPath(definition, id))).json as RecordChange[];

const restored = async (path: string, body: object) => {
  const { json } = await fetchUtils.fetchJson(path, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RaRecord;
};

/** Writes the record as it was after `change`, over the version the screen shows. */
export const restoreVersion = (
  definition: ResourceDefinition,
  record: RaRecord,
  change: RecordChange,
) =>
  restored(restoreVersionPath(definition, String(record.id), change.id), {
    version: record.version,
  });

/** Brings a record back from Recently deleted. */
export const restoreDeleted = (id: string) => restored(restoreDeletedPath(id), {});

/** Deletes a record in Recently deleted for good, with its files and history (owners only). */
export const deleteForGood = async (id: string) => {
  await fetchUtils.fetchJson(deletedPath(id), { method: 'DELETE' });
};
