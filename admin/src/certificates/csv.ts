import {
  certificate,
  editableFields,
  fieldErrors,
  inputSchema,
  type ResourceDefinition,
} from '@club/model';
import Papa from 'papaparse';

/** The columns a certificate list reads: the model's own fields, in its order. */
export const CSV_COLUMNS = editableFields(certificate);
const isRequired = (name: string) => (certificate as ResourceDefinition).fields[name]?.required;
/** Those it must have: the five values a certificate's code is made of. */
export const REQUIRED_COLUMNS = CSV_COLUMNS.filter(isRequired);
/** Those it may leave out (an expiry, the recipient's e-mail). */
export const OPTIONAL_COLUMNS = CSV_COLUMNS.filter((name) => !isRequired(name));

/** The optional column naming each row's picture inside a ZIP of certificate images. */
export const IMAGE_COLUMN = 'image';

/** The name the console shows for a column ('University' for univarsity). */
export const columnLabel = (name: string) =>
  (certificate as ResourceDefinition).fields[name]?.label ?? name;

export interface CsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  values: Record<string, string>;
  /** The picture's file name in the ZIP, '' when the row names none. */
  image: string;
  /** The code the certificate will have; '' while the row is not valid. */
  code: string;
  problems: string[];
}

export interface ParsedCsv {
  rows: CsvRow[];
  /** Problems with the file as a whole (a missing column, a quote never closed). */
  problems: string[];
  hasImageColumn: boolean;
}

const normalize = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * Header → field. A column may carry the field's name or the label the console shows for it,
 * so both the spec's 'univarsity' and the friendlier 'University' are understood.
 */
const HEADERS: ReadonlyMap<string, string> = new Map([
  ...[...CSV_COLUMNS, IMAGE_COLUMN].flatMap((name) => [
    [normalize(name), name] as const,
    [normalize(columnLabel(name)), name] as const,
  ]),
  ...['file', 'file name', 'filename', 'image file', 'picture'].map(
    (alias) => [alias, IMAGE_COLUMN] as const,
  ),
]);

const cellOf = (cells: string[], index: number | undefined) =>
  index === undefined ? '' : (cells[index] ?? '').trim();

/** Reads the values of one row and says what is wrong with them, in the model's words. */
const readRow = (row: number, values: Record<string, string>, image: string): CsvRow => {
  const parsed = inputSchema(certificate).safeParse(values);
  if (!parsed.success) {
    return { row, values, image, code: '', problems: Object.values(fieldErrors(parsed.error)) };
  }
  const code = String(certificate.derive!(parsed.data).code);
  return { row, values, image, code, problems: [] };
};

/** A second row with the same code would be refused by the server; say so before sending. */
const markDuplicates = (rows: CsvRow[]) => {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (!row.code) continue;
    const earlier = first.get(row.code);
    if (earlier === undefined) first.set(row.code, row.row);
    else row.problems.push(`Duplicate of row ${earlier}: the same certificate twice.`);
  }
};

/**
 * Parses a certificate list. The first row names the columns (in any order; unknown columns
 * are ignored); cells are trimmed; quoted cells may hold commas and line breaks.
 */
export const parseCertificateCsv = (text: string): ParsedCsv => {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  // A file of one column has no delimiter to detect; a comma is right for it anyway.
  const problems = result.errors
    .filter((e) => e.type !== 'Delimiter')
    .map(
      (e) =>
        `${e.row === undefined ? 'The file' : `Row ${e.row + 1}`}: ${
          e.type === 'Quotes' ? 'a quoted cell is never closed.' : e.message
        }`,
    );
  const [header = [], ...records] = result.data;
  const columnIndex = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = HEADERS.get(normalize(cell));
    if (name && !columnIndex.has(name)) columnIndex.set(name, index);
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !columnIndex.has(name));
  if (missing.length === REQUIRED_COLUMNS.length) {
    problems.push(`The first row must name the columns: ${REQUIRED_COLUMNS.join(', ')}.`);
  } else {
    for (const name of missing) problems.push(`The file has no '${name}' column.`);
  }

  const rows: CsvRow[] = [];
  records.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const values = Object.fromEntries(
      CSV_COLUMNS.map((name) => [name, cellOf(cells, columnIndex.get(name))]),
    );
    rows.push(readRow(index + 2, values, cellOf(cells, columnIndex.get(IMAGE_COLUMN))));
  });
  if (rows.length === 0 && problems.length === 0) problems.push('The file has no certificates.');
  markDuplicates(rows);
  return { rows, problems, hasImageColumn: columnIndex.has(IMAGE_COLUMN) };
};

/** A small file to start from: the header and two examples (one needing quotes). */
export const csvTemplate = () =>
  '\uFEFF' +
  Papa.unparse({
    fields: [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS.map(columnLabel), IMAGE_COLUMN],
    data: [
      [
        'Ayesha Siddiqua',
        'Robo Carnival 2025',
        'Daffodil International University',
        'Champion',
        '2025',
        '',
        'ayesha@example.org',
        'ayesha.png',
      ],
      [
        'তাসনিম রহমান',
        'Robo Carnival 2025',
        'Jahangirnagar University',
        'Runner-up, Line Follower',
        '2025',
        '2030-12-31',
        '',
        'tasnim.png',
      ],
    ],
  }) +
  '\r\n';
