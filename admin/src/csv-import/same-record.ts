import type { ResourceDefinition } from '@club/model';
import type { ImportRow } from './parse-import';

/** The records of a list by id, as the API lists them. */
export type RecordsById = ReadonlyMap<string, Record<string, unknown>>;

/**
 * What stops each row from updating the record its id names: an id of no record of the list
 * (deleted since, or from another list: the row is not quietly added as a second copy), an id
 * on an earlier row too, or a record changed since the file was exported (the row would undo
 * that change; the REST face refuses a stale version the same way). One list per row.
 */
export const sameRecordProblems = (
  d: ResourceDefinition,
  rows: readonly ImportRow[],
  records: RecordsById,
): string[][] => {
  const { one } = d.labels;
  const firstRow = new Map<string, number>();
  return rows.map(({ row, id, version }) => {
    if (!id) return [];
    const record = records.get(id);
    if (!record)
      return [
        `No ${one} has the id '${id}': it may have been deleted since the file was exported. To add this row as a new ${one}, empty its id cell.`,
      ];
    const earlier = firstRow.get(id);
    if (earlier !== undefined)
      return [`Row ${earlier} updates this ${one} too: a ${one} is updated by one row only.`];
    firstRow.set(id, row);
    if (version && version !== String(record.version ?? ''))
      return [
        `This ${one} was changed since you exported it, and this row would undo that change. Export the list again and make your change in the new file.`,
      ];
    return [];
  });
};
