import type { AuditEntry } from '@club/model';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, auditCsv, auditFileName } from './csv';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '2025-05-12T08:03:27.000Z~0a1b2c3d',
  at: '2025-05-12T08:03:27.000Z',
  kind: 'sign-in',
  who: 'chair@club.org',
  address: '203.0.113.7',
  what: 'Signed in',
  ok: true,
  ...over,
});

/** The file read back as a spreadsheet would: rows of cells. */
const cells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data;

describe('auditCsv', () => {
  it('starts with a byte-order mark and the header, and ends each row with CRLF', () => {
    const csv = auditCsv([]);
    expect(csv).toBe('\uFEFFWhen,Who,Kind,What,From,Result\r\n');
    expect(AUDIT_CSV_HEADER).toEqual(['When', 'Who', 'Kind', 'What', 'From', 'Result']);
  });

  it('writes the time as ISO, the kind by its label and the result in words', () => {
    const csv = auditCsv([
      entry(),
      entry({ kind: 'content', what: 'Added Team member “Nusrat”', address: '' }),
      entry({ what: 'Sign-in refused: Wrong email or password.', ok: false }),
    ]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      '2025-05-12T08:03:27.000Z,chair@club.org,Sign-ins,Signed in,203.0.113.7,Done',
      '2025-05-12T08:03:27.000Z,chair@club.org,Content,Added Team member “Nusrat”,,Done',
      '2025-05-12T08:03:27.000Z,chair@club.org,Sign-ins,Sign-in refused: Wrong email or password.,203.0.113.7,Refused',
    ]);
  });

  it('quotes cells holding commas, quotes and line breaks, and they read back whole', () => {
    const what = 'Changed Event “Robo Fest, 2025” (name,\ndate) said "hi"\r\nagain';
    const csv = auditCsv([entry({ what })]);
    expect(csv).toContain(`"${what.replaceAll('"', '""')}"`);
    expect(cells(csv)[1]).toEqual([
      '2025-05-12T08:03:27.000Z',
      'chair@club.org',
      'Sign-ins',
      what,
      '203.0.113.7',
      'Done',
    ]);
  });

  // Every formula start is tried in csv/csv-file.test.ts, the writer this file shares; here,
  // that a stranger's typed address (a failed sign-in's Who) goes through it.
  it('shows a formula typed as the address or in what happened as text: a single quote before it', () => {
    const typed = '=1+1\nsecond line';
    const [, read] = cells(auditCsv([entry({ who: typed, what: typed, ok: false })]));
    expect(read![1]).toBe(`'${typed}`);
    expect(read![3]).toBe(`'${typed}`);
  });

  it('leaves a formula character inside a cell alone', () => {
    const [, read] = cells(auditCsv([entry({ what: 'Set the score to 2+2=4 @ noon - ok' })]));
    expect(read![3]).toBe('Set the score to 2+2=4 @ noon - ok');
  });

  it('writes an unknown kind as it came rather than dropping it', () => {
    const [, read] = cells(auditCsv([entry({ kind: 'backup' as AuditEntry['kind'] })]));
    expect(read![2]).toBe('backup');
  });
});

describe('auditFileName', () => {
  it("names the file after the administrator's own day", () => {
    expect(auditFileName(new Date(2025, 0, 5, 23, 59))).toBe('audit-log-2025-01-05.csv');
    expect(auditFileName(new Date(2025, 11, 31, 0, 1))).toBe('audit-log-2025-12-31.csv');
  });
});
