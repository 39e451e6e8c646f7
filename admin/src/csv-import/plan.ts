import { editableFields, fileFields, type ResourceDefinition } from '@club/model';
import { checkFile } from './file-checks';
import type { ImportRow } from './parse-import';
import { uploadFile, type Upload, type ZipPictures } from './zip-files';
import { referenceProblems, type ReferenceTargets } from './reference-checks';
import { sameRecordProblems, type RecordsById } from './same-record';

/**
 * What a row does: adds a record (no id), updates the one its id names, or leaves that one
 * alone as it already holds what the row says.
 */
export type RowAction = 'add' | 'update' | 'unchanged';

export interface PlannedRow extends ImportRow {
  action: RowAction;
  /** The fields an update changes, by name; none for an add. */
  changes: string[];
  /** The record an update writes over, as read when the file was checked. */
  record?: Record<string, unknown>;
  /** The files to upload with the row, by field (a ZIP's are unpacked when the row is sent). */
  uploads: Record<string, Upload>;
  /** It names a file, and the ZIP is not chosen yet. */
  waitsForZip: boolean;
}

export interface PlanContext {
  /** The records of the list, by id, that rows with an id update. */
  records?: RecordsById;
  /** The fields the file has a column for: an update leaves the others as they are. */
  columns?: readonly string[];
}

/** A stored value and a cell read by the model compare as text: a count is 12 either way. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The fields an update changes: each typed field the file has a column for whose value (as
 * the model reads it) differs from the record's, and each file field naming a new file.
 */
const changedFields = (
  d: ResourceDefinition,
  row: ImportRow,
  record: Record<string, unknown>,
  columns: readonly string[] | undefined,
  uploads: Record<string, Upload>,
) => [
  ...editableFields(d).filter(
    (name) =>
      (columns?.includes(name) ?? true) &&
      asText(row.valid?.[name] ?? row.values[name]) !== asText(record[name]),
  ),
  ...fileFields(d).filter((name) => uploads[name] !== undefined),
];

/**
 * Every row with every problem known before sending: the model's validation (from the
 * parse), an id that names no record of the list or one changed since the export, a name that
 * refers to no existing record, and a file the ZIP lacks or the upload would refuse. A row of
 * an update keeps the record's pictures unless it names another file: an exported row names
 * the stored one, and an empty cell names none.
 */
export const planRows = (
  d: ResourceDefinition,
  rows: readonly ImportRow[],
  zip: ZipPictures | undefined,
  targets: ReferenceTargets,
  { records = new Map(), columns }: PlanContext = {},
): PlannedRow[] => {
  const sameRecord = sameRecordProblems(d, rows, records);
  return rows.map((row, index) => {
    const record = row.id ? records.get(row.id) : undefined;
    const problems = [
      ...row.problems,
      ...sameRecord[index]!,
      ...referenceProblems(d, row.values, targets),
    ];
    const uploads: Record<string, Upload> = {};
    let waitsForZip = false;
    for (const field of fileFields(d)) {
      const cell = row.files[field] ?? '';
      if (record && (cell === '' || cell === asText(record[field]))) continue;
      const check = checkFile(d, field, cell, zip);
      if (check.problem) problems.push(check.problem);
      if (check.waiting) waitsForZip = true;
      if (check.file) uploads[field] = check.file;
    }
    if (!record) return { ...row, action: 'add', changes: [], problems, uploads, waitsForZip };
    const changes = changedFields(d, row, record, columns, uploads);
    const action = changes.length > 0 || waitsForZip ? 'update' : 'unchanged';
    return { ...row, action, changes, record, problems, uploads, waitsForZip };
  });
};

/** A row to send: no problem, nothing to wait for, and something to write. */
export const isReady = (row: PlannedRow) =>
  row.problems.length === 0 && !row.waitsForZip && row.action !== 'unchanged';

/** A row with nothing to write: the record already holds it. */
export const isUnchanged = (row: PlannedRow) =>
  row.problems.length === 0 && row.action === 'unchanged';

/** The file of each field the row uploads, as a form hands it on, unpacked now it is sent. */
const uploadsOf = async (row: PlannedRow) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(row.uploads).map(async ([field, upload]) => [
        field,
        { rawFile: await uploadFile(upload) },
      ]),
    ),
  );

/** The row as the data provider creates it: its values, and each file unpacked from the ZIP. */
export const recordOf = async (row: PlannedRow) => ({
  ...row.values,
  ...(await uploadsOf(row)),
});

/**
 * The record as the data provider updates it: the record as read, the file's columns over it,
 * its files kept unless the row uploads new ones, and the version read, so that the server
 * refuses the write (409) should someone change the record meanwhile.
 */
export const updateOf = async (row: PlannedRow, columns: readonly string[]) => {
  const record = row.record ?? {};
  const given = Object.fromEntries(
    Object.entries(row.values).filter(([name]) => columns.includes(name)),
  );
  return { ...record, ...given, ...(await uploadsOf(row)), version: record.version };
};
