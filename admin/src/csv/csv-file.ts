import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"). Not papaparse's own
 * pattern (`/^[=+\-@\t\r].*$/`): without the `s` flag it lets through a cell with a line break
 * after the formula. Matters because cells hold whatever people typed: a stranger's address on
 * a refused sign-in, a contact message, a description.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

const BOM = '\uFEFF';

const cellText = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value);

/**
 * Rows as a CSV file's text: cells quoted when they hold a comma, a quote or a line break, and
 * any cell that starts like a formula prefixed with a single quote so that a spreadsheet shows
 * it as text. It starts with a byte-order mark, which Excel needs to read names in Bangla (or
 * any non-Latin script) as UTF-8, and ends every row with CRLF, as RFC 4180 has it.
 */
export const csvText = (rows: readonly (readonly unknown[])[]) =>
  BOM +
  Papa.unparse(
    // One array of rows rather than `fields` and `data`: papaparse then ends a header with no
    // rows under it in a line break of its own, and a file of no rows had a blank line.
    rows.map((row) => row.map(cellText)),
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  ) +
  '\r\n';

/**
 * A cell as it was before `csvText` guarded it: the quote it put before a formula-like start
 * comes off again, so that an exported file imports unchanged. A quote before anything else
 * (`'90s`) is the person's own and stays.
 */
export const unguarded = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

export interface CsvRecord {
  /** Its number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: string[];
}

export interface ReadCsv {
  header: string[];
  /** The rows after the header, blank ones left out. */
  records: CsvRecord[];
  /** What is wrong with the file as a whole (a quote never closed), in a person's words. */
  problems: string[];
}

/**
 * Reads a CSV file's text as a spreadsheet would: a byte-order mark ignored, quoted cells may
 * hold commas, quotes and line breaks, and the quote `csvText` puts before a formula removed.
 */
export const readCsv = (text: string): ReadCsv => {
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
  const [header = [], ...rest] = result.data;
  const records = rest
    .map((cells, index) => ({ row: index + 2, cells: cells.map(unguarded) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return { header, records, problems };
};

/**
 * How a column's heading is compared: case, spaces, underscores and hyphens ignored, so that
 * 'Valid until', 'valid_until' and 'validUntil' are one column.
 */
export const headingKey = (heading: string) =>
  heading
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `<what>-YYYY-MM-DD.csv`, the day in the administrator's own time zone. */
export const datedFileName = (what: string, day: Date) =>
  `${what}-${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}.csv`;
