import Papa from 'papaparse';

/**
 * What may come before a formula's first character and still let a spreadsheet (or its import's
 * "trim spaces") see the formula: spaces of every width, control characters, and characters
 * that show nothing (a zero-width space, a byte-order mark, a direction mark, a soft hyphen, a
 * Hangul filler, a Braille blank).
 */
const UNSEEN = String.raw`\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\u2800`;

/**
 * The characters a formula starts with, with their full-width and small forms (East Asian
 * keyboards type them, and Excel and LibreOffice take `＝` as `=` in some locales) and the
 * minus sign.
 */
const STARTS = String.raw`=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212`;

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): a tab or a carriage
 * return first, or a formula character after anything unseen, `'` in front of either too (so
 * that `unguarded` is the exact inverse of the guard, see there). Not papaparse's own pattern
 * (`/^[=+\-@\t\r].*$/`): without the `s` flag it lets through a cell with a line break after
 * the formula. Matters because cells hold whatever people typed: a stranger's address on a
 * refused sign-in, a contact message, a description.
 */
export const FORMULA_START = new RegExp(`^'*(?:[\\t\\r]|[${UNSEEN}]*[${STARTS}])`, 'u');

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
 * (`'90s`) is the person's own and stays. Exact for every cell: the guard also quotes a cell
 * of the person's own that starts with quotes before a formula (`'=1`), so that taking one
 * quote off gives it back.
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
  /** Reading stopped at `mostRecords`: the file has more rows than that. */
  cut: boolean;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a CSV file's text as a spreadsheet would: a byte-order mark ignored, quoted cells may
 * hold commas, quotes and line breaks, and the quote `csvText` puts before a formula removed.
 * Reading stops, `cut`, at the first row past `mostRecords` that is not blank.
 */
export const readCsv = (text: string, mostRecords = Infinity): ReadCsv => {
  const rows: string[][] = [];
  const errors: Papa.ParseError[] = [];
  let records = 0;
  let cut = false;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    // A row at a time, so that a file far too long is not read to its end.
    step: ({ data, errors: found }, parser) => {
      if (rows.length > 0 && !isBlank(data) && ++records > mostRecords) {
        cut = true;
        parser.abort();
        return;
      }
      // A step's error counts its row from 0: the row is this one.
      errors.push(...found.map((e) => (e.row === undefined ? e : { ...e, row: rows.length })));
      rows.push(data);
    },
  });
  // A file of one column has no delimiter to detect; a comma is right for it anyway.
  const problems = errors
    .filter((e) => e.type !== 'Delimiter')
    .map(
      (e) =>
        `${e.row === undefined ? 'The file' : `Row ${e.row + 1}`}: ${
          e.type === 'Quotes' ? 'a quoted cell is never closed.' : e.message
        }`,
    );
  const [header = [], ...rest] = rows;
  const kept = rest
    .map((cells, index) => ({ row: index + 2, cells: cells.map(unguarded) }))
    .filter(({ cells }) => !isBlank(cells));
  return { header, records: kept, problems, cut };
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
