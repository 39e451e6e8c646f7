import { service, team } from '@club/model';
import { describe, expect, it } from 'vitest';
import { recordsCsv } from '../csv/record-csv';
import { zipPicture } from '../testing/zip-bytes';
import { parseImport } from './parse-import';
import { isReady, isUnchanged, planRows, updateOf } from './plan';
import { actionText, countPlan, importButtonLabel, planSummary } from './plan-words';
import { uploadFile, zipKey } from './zip-files';

const stamp = '2025-05-12T08:03:27.000Z';
const serviceRecord = (id: string, version: number, title: string) => ({
  id,
  version,
  createdAt: stamp,
  updatedAt: stamp,
  title,
  description: 'We fix robots.',
  icon: 'fa fa-wrench',
});

const services = [
  serviceRecord('s1', 3, 'Repairs'),
  serviceRecord('s2', 5, 'Training'),
  serviceRecord('s3', 2, 'Mentoring'),
];
const byId = (records: Record<string, unknown>[]) =>
  new Map(records.map((record) => [String(record.id), record]));

/** The file Export CSV writes of `records`. */
const exported = (records: Record<string, unknown>[]) => recordsCsv(service, records);

describe('planRows: an exported list imported back', () => {
  it('updates the row that changed, leaves the others, and adds only the row without an id', () => {
    const text =
      exported([services[0]!, { ...services[1]!, title: 'Training for schools' }, services[2]!]) +
      'Welding,Sparks and steel.,fa fa-fire,,,,\r\n';
    const parsed = parseImport(service, text);
    const plan = planRows(
      service,
      parsed.rows,
      undefined,
      {},
      {
        records: byId(services),
        columns: parsed.columns,
      },
    );
    expect(plan.map((r) => [r.action, r.problems])).toEqual([
      ['unchanged', []],
      ['update', []],
      ['unchanged', []],
      ['add', []],
    ]);
    expect(plan.map((r) => actionText(service, r))).toEqual([
      'Unchanged',
      'Updates: Title',
      'Unchanged',
      'Add',
    ]);
    // Unchanged rows are neither sent nor problems.
    expect(plan.filter(isReady).map((r) => r.values.title)).toEqual([
      'Training for schools',
      'Welding',
    ]);
    expect(plan.filter(isUnchanged)).toHaveLength(2);
    const counts = countPlan(plan);
    expect(planSummary(counts)).toBe('1 to add, 1 to update, 2 unchanged, 0 with problems.');
    expect(importButtonLabel(service, counts)).toBe('Add 1 and update 1 service');
  });

  it('never adds a row whose id names no record, nor updates a record twice or over a newer change', () => {
    const moved = { ...services[2]!, version: 3, description: 'Changed in the console.' };
    const text = exported([
      { ...services[0]!, id: 'gone', title: 'Repairs again' },
      { ...services[1]!, title: 'Training, first' },
      { ...services[1]!, title: 'Training, second' },
      { ...services[2]!, title: 'Mentoring for all' },
    ]);
    const parsed = parseImport(service, text);
    const plan = planRows(
      service,
      parsed.rows,
      undefined,
      {},
      {
        records: byId([services[0]!, services[1]!, moved]),
        columns: parsed.columns,
      },
    );
    expect(plan.map((r) => r.problems)).toEqual([
      [
        "No service has the id 'gone': it may have been deleted since the file was exported. To add this row as a new service, empty its id cell.",
      ],
      [],
      ['Row 3 updates this service too: a service is updated by one row only.'],
      [
        'This service was changed since you exported it, and this row would undo that change. Export the list again and make your change in the new file.',
      ],
    ]);
    expect(plan.filter(isReady).map((r) => r.id)).toEqual(['s2']);
    expect(planSummary(countPlan(plan))).toBe('0 to add, 1 to update, 3 with problems.');
    expect(importButtonLabel(service, countPlan(plan))).toBe('Update 1 service');
  });

  it('updates a record over the version read, with the columns of the file over its own values', async () => {
    // A file of two columns only: the record's description and icon stay as they are.
    const parsed = parseImport(service, 'id,title\r\ns1,Repairs and more\r\n');
    expect(parsed.problems).toEqual([
      "The file has no 'description' column.",
      "The file has no 'icon' column.",
    ]);
    const full = parseImport(
      service,
      'id,title,description,icon\r\ns1,Repairs and more,We fix robots.,fa fa-wrench\r\n',
    );
    const [row] = planRows(
      service,
      full.rows,
      undefined,
      {},
      {
        records: byId(services),
        columns: full.columns,
      },
    );
    expect(row!.changes).toEqual(['title']);
    expect(await updateOf(row!, full.columns)).toMatchObject({
      id: 's1',
      version: 3,
      title: 'Repairs and more',
      description: 'We fix robots.',
    });
  });
});

describe('planRows: updating a record with a picture', () => {
  const stored = 'c0ffee00-1111-4222-8333-444455556666_420-720-1200-1920.webp';
  const member = {
    id: 'm1',
    version: 2,
    createdAt: stamp,
    updatedAt: stamp,
    name: 'Rima',
    position: 'Mentor',
    description: 'Teaches.',
    image: stored,
    facebook: 'https://fb.com/r',
    email: 'r@example.org',
    linkedin: 'https://linkedin.com/in/r',
    whatsapp: '01712345678',
  };
  const records = byId([member]);
  const planOf = (text: string, zip?: Parameters<typeof planRows>[2]) => {
    const parsed = parseImport(team, text);
    return planRows(team, parsed.rows, zip, {}, { records, columns: parsed.columns });
  };

  it('keeps the stored picture, named as exported or left empty, without asking for a ZIP', async () => {
    const [asExported] = planOf(recordsCsv(team, [{ ...member, position: 'Lead' }]));
    expect(asExported).toMatchObject({
      action: 'update',
      changes: ['position'],
      waitsForZip: false,
    });
    expect(asExported!.problems).toEqual([]);
    expect((await updateOf(asExported!, Object.keys(asExported!.values))).image).toBe(stored);
    const [empty] = planOf(recordsCsv(team, [{ ...member, image: '' }]));
    expect(empty).toMatchObject({ action: 'unchanged', problems: [], waitsForZip: false });
  });

  it('uploads a new picture the row names, from the ZIP', async () => {
    const text = recordsCsv(team, [{ ...member, image: 'rima-2025.png' }]);
    const [waiting] = planOf(text);
    expect(waiting).toMatchObject({ action: 'update', waitsForZip: true });
    expect(isReady(waiting!)).toBe(false);
    const picture = new File([new Uint8Array(1)], 'rima-2025.png', { type: 'image/png' });
    const zip = new Map([[zipKey(picture.name), [zipPicture(picture.name, picture)]]]);
    const [row] = planOf(text, zip);
    expect(row).toMatchObject({ action: 'update', changes: ['image'], problems: [] });
    expect(actionText(team, row!)).toBe('Updates: Image');
    const data = await updateOf(row!, Object.keys(row!.values));
    expect(data.image).toEqual({ rawFile: await uploadFile(row!.uploads.image!) });
  });
});
