import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, datedFileName, FORMULA_START, headingKey, readCsv, unguarded } from './csv-file';

/** The file read back as a spreadsheet would: rows of cells, the quote before a formula kept. */
const cells = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data;

describe('csvText', () => {
  it('starts with a byte-order mark, heads the file with the first row and ends rows with CRLF', () => {
    expect(csvText([['title', 'description']])).toBe('\uFEFFtitle,description\r\n');
    expect(
      csvText([
        ['title', 'count'],
        ['Robo Fest', 12],
        ['Empty', undefined],
      ]),
    ).toBe('\uFEFFtitle,count\r\nRobo Fest,12\r\nEmpty,\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")'],
    ['+1+1'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
    // papaparse's own pattern would let this one through: a line break after the formula.
    ['=1+1\nsecond line'],
  ])('shows %j to a spreadsheet as text: a single quote before it', (typed) => {
    const [, row] = cells(
      csvText([
        ['who', 'what'],
        [typed, `ok ${typed}`],
      ]),
    );
    expect(row).toEqual([`'${typed}`, `ok ${typed}`]);
  });

  // The attack run's cells: full-width and small forms, the minus sign, and a formula after
  // something that shows nothing (a zero-width space, a BOM, a direction mark, a soft hyphen,
  // a Hangul filler, spaces of every width).
  it.each([
    ['\uFF1D1+1'],
    ['\uFF0BSUM(A1)'],
    ['\uFF0D2+3'],
    ['\uFF20SUM(A1)'],
    ['\uFE661+1'],
    ['\u22121+1'],
    ['\u200B=1+1'],
    ['\u200B\u200D\u2060=1+1'],
    ['\uFEFF=1+1'],
    ['\u200E\u202E=1+1'],
    ['\u00AD=1+1'],
    ['\u3164=1+1'],
    [' =1+1'],
    ['\u00A0\u3000\uFF1D1+1'],
    ['\n=1+1'],
    ["'=1+1"],
  ])('guards %j too', (typed) => {
    const [, row] = cells(csvText([['what'], [typed]]));
    expect(row).toEqual([`'${typed}`]);
  });

  it('leaves a formula character inside a cell alone', () => {
    const [, row] = cells(csvText([['what'], ['Set the score to 2+2=4 @ noon - ok']]));
    expect(row).toEqual(['Set the score to 2+2=4 @ noon - ok']);
  });
});

describe('readCsv', () => {
  it('takes off the quote csvText put before a formula, and keeps a quote of the person’s own', () => {
    const typed = ['=1+1\nsecond line', '-5 degrees', "'90s robots", '@club'];
    const { records } = readCsv(csvText([['cell'], ...typed.map((t) => [t])]));
    expect(records.map((r) => r.cells[0])).toEqual(typed);
  });

  it('gives back every guarded cell exactly, and leaves every other cell as it is', () => {
    const typed = [
      '\uFF1D1+1',
      '\u200B=1+1',
      '\u00A0\u3000\uFF1D1+1',
      "'=1+1",
      "''+1",
      "'\u200B=1",
      "'90s robots",
      "'",
      'Plain text',
      '2+2=4',
    ];
    const { records } = readCsv(csvText([['cell'], ...typed.map((t) => [t])]));
    expect(records.map((r) => r.cells[0])).toEqual(typed);
    for (const cell of typed)
      expect(unguarded(cell), JSON.stringify(cell)).toBe(
        cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell,
      );
  });

  it('stops at the first row past the most it is asked for that is not blank', () => {
    const text = 'name\nA\n\n,\nB\nC\n"never closed';
    expect(readCsv(text, 2)).toEqual({
      header: ['name'],
      records: [
        { row: 2, cells: ['A'] },
        { row: 5, cells: ['B'] },
      ],
      problems: [],
      cut: true,
    });
    expect(readCsv('name\nA\nB\n', 2).cut).toBe(false);
  });

  it('numbers rows as a spreadsheet does, skips blank ones and ignores the byte-order mark', () => {
    const { header, records, problems } = readCsv(
      '\uFEFFname,year\r\nAyesha,2025\r\n,\r\n\r\nRafi,2024\r\n',
    );
    expect(problems).toEqual([]);
    expect(header).toEqual(['name', 'year']);
    expect(records).toEqual([
      { row: 2, cells: ['Ayesha', '2025'] },
      { row: 5, cells: ['Rafi', '2024'] },
    ]);
  });

  it('says when a quoted cell is never closed', () => {
    expect(readCsv('name,year\n"Ayesha,2025\n').problems).toEqual([
      'Row 2: a quoted cell is never closed.',
    ]);
  });
});

describe('headingKey', () => {
  it('ignores case, spaces, underscores and hyphens', () => {
    expect(
      ['Valid until', ' valid_until ', 'validUntil', 'VALID-UNTIL', '\uFEFFvalid until'].map(
        headingKey,
      ),
    ).toEqual(Array(5).fill('validuntil'));
    expect(headingKey('Description 1')).not.toBe(headingKey('Description 2'));
  });
});

describe('datedFileName', () => {
  it("names the file after the administrator's own day", () => {
    expect(datedFileName('team', new Date(2025, 0, 5, 23, 59))).toBe('team-2025-01-05.csv');
    expect(datedFileName('sub-event', new Date(2025, 11, 31, 0, 1))).toBe(
      'sub-event-2025-12-31.csv',
    );
  });
});
