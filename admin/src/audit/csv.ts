import type { AuditEntry } from '@club/model';
import { csvText, datedFileName } from '../csv/csv-file';
import { kindLabel, resultLabel } from './words';

/** The exported file's columns, in order. */
export const AUDIT_CSV_HEADER = ['When', 'Who', 'Kind', 'What', 'From', 'Result'] as const;

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
 * The audit entries as a CSV file's text: a header row, then one row per entry, written as
 * every console export is (see csvText). A formula-like cell matters here above all: a failed
 * sign-in's Who is whatever a stranger typed.
 */
export const auditCsv = (entries: readonly AuditEntry[]) =>
  csvText([[...AUDIT_CSV_HEADER], ...entries.map(row)]);

/** `audit-log-YYYY-MM-DD.csv`, the day in the administrator's own time zone. */
export const auditFileName = (day: Date) => datedFileName('audit-log', day);
