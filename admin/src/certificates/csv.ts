import { certificate, editableFields, type ResourceDefinition } from '@club/model';
import { csvText } from '../csv/csv-file';
import { columnLabel as labelOf } from '../csv-import/columns';
import { parseImport } from '../csv-import/parse-import';

const d: ResourceDefinition = certificate;

/** The columns a certificate list reads: the model's own fields, in its order. */
export const CSV_COLUMNS = editableFields(certificate);
const isRequired = (name: string) => d.fields[name]?.required;
/** Those it must have: the five values a certificate's code is made of. */
export const REQUIRED_COLUMNS = CSV_COLUMNS.filter(isRequired);
/** Those it may leave out (an expiry, the recipient's e-mail). */
export const OPTIONAL_COLUMNS = CSV_COLUMNS.filter((name) => !isRequired(name));

/** The optional column naming each row's picture inside a ZIP of certificate images. */
export const IMAGE_COLUMN = 'image';

/** The name the console shows for a column ('University' for univarsity). */
export const columnLabel = (name: string) => labelOf(d, name);

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
 * Parses a certificate list as any import reads a file (parseImport), with the picture's
 * column optional (one picture may serve every certificate) and the code each valid row will
 * have, the model's own `derive`.
 */
export const parseCertificateCsv = (text: string): ParsedCsv => {
  const parsed = parseImport(certificate, text, {
    aliases: { [IMAGE_COLUMN]: ['file', 'file name', 'image file', 'picture'] },
    fileColumnsRequired: false,
  });
  const rows = parsed.rows.map(({ row, values, files, problems, valid }): CsvRow => ({
    row,
    values,
    image: files[IMAGE_COLUMN] ?? '',
    // As the server makes it: from the values as the model reads them.
    code: valid ? String(certificate.derive!(valid).code) : '',
    problems,
  }));
  markDuplicates(rows);
  return { rows, problems: parsed.problems, hasImageColumn: parsed.columns.includes(IMAGE_COLUMN) };
};

/** A small file to start from: the header and two examples (one needing quotes). */
export const csvTemplate = () =>
  csvText([
    [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS.map(columnLabel), IMAGE_COLUMN],
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
  ]);
