import {
  editableFields,
  fieldErrors,
  fileFields,
  hasLostLetters,
  inputSchema,
  lostLetters,
  type ResourceDefinition,
} from '@club/model';
import { headingKey, readCsv } from '../csv/csv-file';
import { headingLookup, importColumns, isRequiredColumn } from './columns';
import { IMPORT_ROW_LIMIT } from './limits';
import { recordsOf } from './words';

export interface ImportRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  /** The typed fields' cells, trimmed; '' where the file has no such column. */
  values: Record<string, string>;
  /** The file fields' cells: each the name of a file in the ZIP, or ''. */
  files: Record<string, string>;
  /** What the model's own validation finds wrong with the row, in its words. */
  problems: string[];
  /** The values as the model reads them (trimmed, one form for each letter), once valid. */
  valid?: Record<string, unknown>;
  /** The record the row updates, by the `id` an export writes; '' for a row to add. */
  id: string;
  /** The record's `version` when it was exported, '' where the file has none. */
  version: string;
}

export interface ParsedImport {
  rows: ImportRow[];
  /** Problems with the file as a whole (a missing column, a quote never closed). */
  problems: string[];
  /** The fields the file has a column for. */
  columns: string[];
  /** Headings that name nothing to import (an export's times and code among them). */
  ignored: string[];
}

export interface ImportOptions {
  /** Other words people use for a column, by field ('picture' for an image). */
  aliases?: Record<string, readonly string[]>;
  /** False where a required file need not have a column: one picture may serve every row. */
  fileColumnsRequired?: boolean;
}

/**
 * The columns of an export that say which record a row is and as it was then: a row with an id
 * updates that record (see plan.ts), never adds a second copy of it.
 */
const IDENTITY_COLUMNS = ['id', 'version'];

const LIMIT = IMPORT_ROW_LIMIT.toLocaleString('en');

export const tooManyRows = `This file has more than ${LIMIT} rows: one import takes at most ${LIMIT}. Please split it into files of ${LIMIT} rows or fewer and import each.`;

/** A file refused as a whole: nothing of it is previewed or imported. */
export const refusedImport = (problem: string): ParsedImport => ({
  rows: [],
  problems: [problem],
  columns: [],
  ignored: [],
});

/**
 * A file name cell with a letter lost to another encoding (U+FFFD) names no file in the ZIP:
 * the model's rule on text says so of the typed fields, this of the file names.
 */
const lostInFileNames = (d: ResourceDefinition, files: Record<string, string>) =>
  Object.entries(files)
    .filter(([, cell]) => hasLostLetters(cell))
    .map(([name]) => lostLetters(d.fields[name]!.label));

/**
 * Reads a CSV of records of `d`. The first row names the columns, in any order, by field name
 * or label; an export's `id` and `version` say which record a row updates; unknown columns are
 * left out. Cells are trimmed, and each row is checked with the
 * model's own validation, so the preview says what the server would. A file of more than
 * IMPORT_ROW_LIMIT rows is refused, read no further than the first row past it.
 */
export const parseImport = (
  d: ResourceDefinition,
  text: string,
  { aliases, fileColumnsRequired = true }: ImportOptions = {},
): ParsedImport => {
  const { header, records, problems, cut } = readCsv(text, IMPORT_ROW_LIMIT);
  if (cut) return refusedImport(tooManyRows);
  const lookup = headingLookup(d, aliases);
  const columnIndex = new Map<string, number>();
  const identity = new Map<string, number>();
  const ignored: string[] = [];
  header.forEach((heading, index) => {
    const key = headingKey(heading);
    const name = lookup.get(key);
    if (name && !columnIndex.has(name)) columnIndex.set(name, index);
    else if (!name && IDENTITY_COLUMNS.includes(key) && !identity.has(key))
      identity.set(key, index);
    else if (heading.trim()) ignored.push(heading.trim());
  });

  const files = fileFields(d);
  const needed = importColumns(d).filter(
    (name) => isRequiredColumn(d, name) && (fileColumnsRequired || !files.includes(name)),
  );
  const missing = needed.filter((name) => !columnIndex.has(name));
  if (needed.length > 0 && missing.length === needed.length)
    problems.push(`The first row must name the columns: ${needed.join(', ')}.`);
  else for (const name of missing) problems.push(`The file has no '${name}' column.`);

  const cellOf = (cells: string[], name: string) => {
    const index = columnIndex.get(name);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const identityOf = (cells: string[], key: string) => {
    const index = identity.get(key);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const rows = records.map(({ row, cells }): ImportRow => {
    const values = Object.fromEntries(editableFields(d).map((name) => [name, cellOf(cells, name)]));
    const fileNames = Object.fromEntries(files.map((name) => [name, cellOf(cells, name)]));
    const parsed = inputSchema(d).safeParse(values);
    return {
      row,
      values,
      files: fileNames,
      problems: [
        ...(parsed.success ? [] : Object.values(fieldErrors(parsed.error))),
        ...lostInFileNames(d, fileNames),
      ],
      ...(parsed.success ? { valid: parsed.data } : {}),
      id: identityOf(cells, 'id'),
      version: identityOf(cells, 'version'),
    };
  });
  if (rows.length === 0 && problems.length === 0) problems.push(`The file has no ${recordsOf(d)}.`);
  return { rows, problems, columns: [...columnIndex.keys()], ignored };
};
