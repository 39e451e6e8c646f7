import { describe, expect, it } from 'vitest';
import { csvTemplate, parseCertificateCsv } from './csv';

const HEADER = 'name,event,univarsity,position,year';

describe('parseCertificateCsv', () => {
  it('reads quoted cells holding commas, quotes and line breaks; a one-line field keeps its break as a space', () => {
    const { rows, problems } = parseCertificateCsv(
      `${HEADER}\n"Karim, Abdul","Robo Carnival, 2025","BUET","Runner-up\nLine ""Follower""",2025\n`,
    );
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.values).toEqual({
      name: 'Karim, Abdul',
      event: 'Robo Carnival, 2025',
      univarsity: 'BUET',
      position: 'Runner-up\nLine "Follower"',
      year: '2025',
      validUntil: '',
      email: '',
    });
    expect(rows[0]!.code).toBe(
      'Karim, Abdul_Robo Carnival, 2025_BUET_Runner-up Line "Follower"_2025',
    );
    expect(rows[0]!.problems).toEqual([]);
  });

  it('reads the optional expiry and e-mail columns, and names a bad e-mail', () => {
    const { rows, problems } = parseCertificateCsv(
      `${HEADER},Valid until,Recipient e-mail\nRina,Robo Fest,DIU,Winner,2025,2030-01-31,rina@example.org\nSumi,Robo Fest,DIU,Winner,2025,,sumi at example\n`,
    );
    expect(problems).toEqual([]);
    expect(rows[0]!.values).toMatchObject({ validUntil: '2030-01-31', email: 'rina@example.org' });
    expect(rows[0]!.problems).toEqual([]);
    expect(rows[1]!.problems).toEqual(['Recipient e-mail must be an e-mail address.']);
  });

  it('keeps a Bengali name whole, ignores a UTF-8 BOM and accepts University for univarsity', () => {
    const { rows, problems } = parseCertificateCsv(
      '\uFEFFName, Event ,University,Position,Year,Image\r\nতাসনিম রহমান ,Robo Carnival 2025,Jahangirnagar University,Champion,2025, tasnim.png\r\n',
    );
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      row: 2,
      values: { name: 'তাসনিম রহমান', univarsity: 'Jahangirnagar University' },
      image: 'tasnim.png',
      code: 'তাসনিম রহমান_Robo Carnival 2025_Jahangirnagar University_Champion_2025',
    });
  });

  it('names a missing value, a bad year and a repeated row, with spreadsheet row numbers', () => {
    const { rows } = parseCertificateCsv(
      [
        HEADER,
        'Ayesha,Robo Carnival 2025,DIU,Champion,2025',
        'Mehedi,,BUET,Participant,2025',
        'Rafi,Robo Carnival 2025,DIU,Champion,25',
        ',,,,',
        ' Ayesha ,Robo Carnival 2025,DIU,Champion,2025',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.row, r.problems])).toEqual([
      [2, []],
      [3, ['Event is required.']],
      [4, ['Year must be a year such as 2025.']],
      [6, ['Duplicate of row 2: the same certificate twice.']],
    ]);
    expect(rows[1]!.code).toBe('');
  });

  it('says which column is missing, and what the first row must hold', () => {
    expect(parseCertificateCsv('name,event,position,year\nA,B,C,2025').problems).toEqual([
      "The file has no 'univarsity' column.",
    ]);
    expect(parseCertificateCsv('Ayesha,Robo,DIU,Champion,2025\n').problems).toEqual([
      'The first row must name the columns: name, event, univarsity, position, year.',
    ]);
    expect(parseCertificateCsv(`${HEADER}\n`).problems).toEqual(['The file has no certificates.']);
  });

  it('reads its own template back without problems', () => {
    const { rows, problems, hasImageColumn } = parseCertificateCsv(csvTemplate());
    expect(problems).toEqual([]);
    expect(hasImageColumn).toBe(true);
    expect(rows.map((r) => r.problems)).toEqual([[], []]);
    expect(rows[1]!.values.position).toBe('Runner-up, Line Follower');
  });
});
