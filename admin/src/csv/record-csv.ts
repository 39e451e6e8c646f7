import { fieldEntries, type ResourceDefinition } from '@club/model';
import { csvText } from './csv-file';

/**
 * What every record has beside its fields. An import reads the id and version back, so that a
 * row updates the record it came from (and not one changed since); the times are the server's.
 */
export const RECORD_META_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

/**
 * An exported file's columns: every field of the model, in its order (the editable ones, the
 * files by their stored name, and the derived ones such as a certificate's code), then the
 * record's id, version and times. Headed by the field names, which an import reads back as they are.
 */
export const exportColumns = (d: ResourceDefinition): string[] => [
  ...fieldEntries(d).map(([name]) => name),
  ...RECORD_META_COLUMNS,
];

/** The records as a CSV file's text, one row each, under the header of `exportColumns`. */
export const recordsCsv = (d: ResourceDefinition, records: readonly Record<string, unknown>[]) => {
  const columns = exportColumns(d);
  return csvText([columns, ...records.map((record) => columns.map((name) => record[name]))]);
};
