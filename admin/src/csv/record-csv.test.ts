import { certificate, contactMessage, team } from '@club/model';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseImport } from '../csv-import/parse-import';
import { exportColumns, recordsCsv } from './record-csv';

const lines = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const member = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  version: 3,
  createdAt: '2025-05-12T08:03:27.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  name: 'তাসনিম রহমান, Jr.',
  position: 'Lead "Robotics"',
  description: 'Builds line followers.\nMentors first-years, every Friday.',
  image: 'c0ffee00-1111-4222-8333-444455556666_420-720-1200-1920.webp',
  facebook: 'https://facebook.com/tasnim',
  email: 'tasnim@example.org',
  linkedin: 'https://linkedin.com/in/tasnim',
  whatsapp: '01712345678',
};

describe('exportColumns', () => {
  it("are the model's fields by name (files and derived ones too), then the id, version and times", () => {
    expect(exportColumns(certificate)).toEqual([
      'name',
      'event',
      'univarsity',
      'position',
      'year',
      'image',
      'code',
      'validUntil',
      'email',
      'id',
      'version',
      'createdAt',
      'updatedAt',
    ]);
    expect(exportColumns(contactMessage)).toEqual([
      'name',
      'email',
      'subject',
      'message',
      'status',
      'readAt',
      'handledAt',
      'id',
      'version',
      'createdAt',
      'updatedAt',
    ]);
  });
});

describe('recordsCsv', () => {
  it('writes one row per record under the field names; a file as its stored name', () => {
    const [header, row, ...rest] = lines(recordsCsv(team, [member]));
    expect(header).toEqual(exportColumns(team));
    expect(row![header!.indexOf('image')]).toBe(member.image);
    expect(row![header!.indexOf('id')]).toBe(member.id);
    // The version lets an import tell a record changed since the export from one that was not.
    expect(row![header!.indexOf('version')]).toBe('3');
    expect(row).toHaveLength(header!.length);
    expect(rest).toEqual([]);
  });

  it('reads back through the import unchanged: commas, quotes, line breaks, Bangla, a formula-like start', () => {
    const tricky = { ...member, position: '-Lead, "Robotics"', id: 'x1' };
    const parsed = parseImport(team, recordsCsv(team, [member, tricky]));
    expect(parsed.problems).toEqual([]);
    expect(parsed.ignored).toEqual(['createdAt', 'updatedAt']);
    expect(parsed.rows.map((r) => r.problems)).toEqual([[], []]);
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, image, ...typed } = member;
    expect(parsed.rows[0]).toMatchObject({
      row: 2,
      values: typed,
      files: { image },
      id: member.id,
      version: '3',
    });
    expect(parsed.rows[1]!.values.position).toBe('-Lead, "Robotics"');
  });
});
