import { contentResources, counter, service, subEvent, team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { headingKey } from '../csv/csv-file';
import { columnLabel, importColumns } from './columns';
import { IMPORT_ROW_LIMIT } from './limits';
import { parseImport } from './parse-import';

describe('parseImport', () => {
  it('reads columns named by field name or by label, in any case, spacing and order', () => {
    for (const header of ['title,description,icon', 'ICON , Description,  Title ']) {
      const { rows, problems, columns } = parseImport(
        service,
        `${header}\r\n${header.startsWith('title') ? 'Repairs,We fix robots.,fa fa-wrench' : 'fa fa-wrench,We fix robots.,Repairs'}\r\n`,
      );
      expect(problems).toEqual([]);
      expect(columns.sort()).toEqual(['description', 'icon', 'title']);
      expect(rows).toEqual([
        {
          row: 2,
          values: { title: 'Repairs', description: 'We fix robots.', icon: 'fa fa-wrench' },
          files: {},
          problems: [],
          valid: { title: 'Repairs', description: 'We fix robots.', icon: 'fa fa-wrench' },
          id: '',
          version: '',
        },
      ]);
    }
    const { rows } = parseImport(
      counter,
      'Title 1,value 1,title_2,VALUE-2,title3,Value3\nA,1,B,2,C,3',
    );
    expect(rows[0]!.problems).toEqual([]);
    expect(rows[0]!.values).toEqual({
      title1: 'A',
      value1: '1',
      title2: 'B',
      value2: '2',
      title3: 'C',
      value3: '3',
    });
  });

  it("finds each row's problems with the model's own validation, by spreadsheet row", () => {
    const { rows } = parseImport(
      counter,
      [
        'title1,value1,title2,value2,title3,value3',
        'Members,120,Events,15,Awards,9',
        'Members,-1,Events,many,,9',
      ].join('\n'),
    );
    expect(rows.map((r) => [r.row, r.problems])).toEqual([
      [2, []],
      [3, ['Value 1 cannot be negative.', 'Value 2 must be a number.', 'Title 3 is required.']],
    ]);
    expect(rows[1]!.valid).toBeUndefined();
  });

  it('names a missing required column, and what the first row must hold', () => {
    expect(parseImport(service, 'title,description\nA,B').problems).toEqual([
      "The file has no 'icon' column.",
    ]);
    expect(parseImport(service, 'Repairs,We fix robots.,fa fa-wrench\n').problems).toEqual([
      'The first row must name the columns: title, description, icon.',
    ]);
    expect(parseImport(service, 'title,description,icon\n').problems).toEqual([
      'The file has no services.',
    ]);
    // A picture is required of a team member: its column is too.
    expect(
      parseImport(team, 'name,position,description,facebook,email,linkedin,whatsapp\n').problems,
    ).toContain("The file has no 'image' column.");
    // A sub-event's demo picture is optional: a file may leave its column out.
    expect(
      parseImport(subEvent, 'eventName,imageOrVideo,header,description1,description2,links\n')
        .problems,
    ).toEqual(['The file has no sub-events.']);
  });

  it('keeps the file names apart from the values, and lists the headings it leaves out', () => {
    const { rows, ignored } = parseImport(
      team,
      'id,name,position,description,Image,facebook,email,linkedin,whatsapp,Nickname,Version,createdAt\n' +
        '7,Rima,Mentor,Teaches.,Photos/Rima.PNG,https://fb.com/r,r@example.org,https://linkedin.com/in/r,01712345678,Ri, 3 ,2025-05-12\n',
    );
    // The id and version say which record the row updates, and as it was: they are read.
    expect(ignored).toEqual(['Nickname', 'createdAt']);
    expect(rows[0]).toMatchObject({ id: '7', version: '3' });
    expect(rows[0]!.files).toEqual({ image: 'Photos/Rima.PNG' });
    expect(rows[0]!.values).not.toHaveProperty('image');
    expect(rows[0]!.problems).toEqual([]);
  });
});

describe('parseImport: hostile files', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => `Repairs ${i},We fix robots.,fa fa-wrench`);

  it(`takes ${IMPORT_ROW_LIMIT} rows, blank ones not counted, and refuses one more without reading on`, () => {
    const header = 'title,description,icon';
    const full = parseImport(service, [header, ...lines(IMPORT_ROW_LIMIT), ',,', ''].join('\n'));
    expect(full.problems).toEqual([]);
    expect(full.rows).toHaveLength(IMPORT_ROW_LIMIT);
    // The row past the limit is followed by a quote never closed: reading stopped before it.
    const over = parseImport(
      service,
      [header, ...lines(IMPORT_ROW_LIMIT + 1), '"never closed'].join('\n'),
    );
    expect(over).toEqual({
      rows: [],
      problems: [
        'This file has more than 5,000 rows: one import takes at most 5,000. Please split it into files of 5,000 rows or fewer and import each.',
      ],
      columns: [],
      ignored: [],
    });
  });

  it('never passes a row as ready when a letter was lost before the file was read', () => {
    const { rows } = parseImport(
      team,
      'name,position,description,image,facebook,email,linkedin,whatsapp\n' +
        'Jos\uFFFD N\uFFFD\uFFFDez,Mentor,Teaches.,jos\uFFFD.png,https://fb.com/r,r@example.org,https://linkedin.com/in/r,01712345678\n',
    );
    const lost = (label: string) =>
      `${label} has letters that were lost (shown as \uFFFD) when the text was saved in another encoding. Please retype them; a CSV file must be saved as "CSV UTF-8".`;
    expect(rows[0]!.problems).toEqual([lost('Name'), lost('Image')]);
  });
});

describe('the headings of every content type', () => {
  it.each(contentResources.map((d) => [d.name, d] as const))(
    '%s: each name and label finds one column only',
    (_, d) => {
      const owners = new Map<string, string>();
      for (const name of importColumns(d))
        for (const heading of [name, columnLabel(d, name)]) {
          const key = headingKey(heading);
          expect(owners.get(key) ?? name, `'${heading}'`).toBe(name);
          owners.set(key, name);
        }
    },
  );
});
