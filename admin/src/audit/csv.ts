import type { AuditEntry } from '@club/model';
import Papa from 'papaparse';
import { kindLabel, resultLabel } from './words';

/** The exported file's columns, in order. */
export const AUDIT_CSV_HEADER = ['When', 'Who', 'Kind', 'What', 'From', 'Result'] as const;

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"). Not papaparse's own
 * pattern (`/^[=+\-@\t\r].*$/`): without the `s` flag it lets through a cell with a line break
 * after the formula. Matters here because a failed sign-in's Who is whatever a stranger typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const row = (entry: AuditEntry) => [
  // ISO 8601 in UTC: exact, sorts as text, and a spreadsheet reads it as a date.
  entry.at,
  entry.who,
  kindLabel(entry.kind),
  entry.what,
  entry.address,
  resultLabel(entry.ok),
];

/**
 * The audit entries as a CSV file's text: a header row, one row per entry, cells quoted when
 * they hold a comma, a quote or a line break, and any cell that starts like a formula prefixed
 * with a single quote so that it shows as text. It starts with a byte-order mark, which Excel
 * needs to read names in Bangla (or any non-Latin script) as UTF-8.
 */
export const auditCsv = (entries: readonly AuditEntry[]) =>
  '\uFEFF' +
  Papa.unparse(
    // One array of rows rather than `fields` and `data`: papaparse then ends a header with no
    // rows under it in a line break of its own, and a file of no entries had a blank line.
    [[...AUDIT_CSV_HEADER], ...entries.map(row)],
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  ) +
  '\r\n';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `audit-log-YYYY-MM-DD.csv`, the day in the administrator's own time zone. */
export const auditFileName = (day: Date) =>
  `audit-log-${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}.csv`;
