import { describe, expect, it } from 'vitest';
import { zipPicture } from '../testing/zip-bytes';
import { parseCertificateCsv } from './csv';
import { isReady, planImport } from './plan';

const csv = [
  'name,event,univarsity,position,year,image',
  'Ayesha,Robo Carnival 2025,DIU,Champion,2025,ayesha.png',
  'Mehedi,Robo Carnival 2025,BUET,Participant,2025,Photos/MEHEDI.PNG',
  'Rafi,Robo Carnival 2025,DIU,Participant,2025,',
  'Nadia,Robo Carnival 2025,DIU,Participant,2025,nadia.png',
].join('\n');

const png = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('planImport', () => {
  const { rows } = parseCertificateCsv(csv);
  const issued = new Set(['Nadia_Robo Carnival 2025_DIU_Participant_2025']);

  it('gives every ready row the shared picture and refuses codes already issued', () => {
    const shared = png('certificate.png');
    const plan = planImport(rows, issued, { kind: 'shared', file: shared });
    expect(plan.map((r) => r.problems)).toEqual([
      [],
      [],
      [],
      ['Already issued: this code exists.'],
    ]);
    expect(plan.filter(isReady).every((r) => r.file === shared)).toBe(true);
  });

  it('matches ZIP pictures by file name whatever the case or folder, and names a missing one', () => {
    const files = new Map([
      ['ayesha.png', [zipPicture('ayesha.png', png('ayesha.png'))]],
      ['mehedi.png', [zipPicture('Photos/Mehedi.png', png('Mehedi.png'))]],
    ]);
    const plan = planImport(rows, new Set(), { kind: 'zip', files });
    expect(plan.map((r) => [r.file?.name, r.problems])).toEqual([
      ['ayesha.png', []],
      ['Mehedi.png', []],
      [undefined, ["Certificate image: the 'image' column names no file."]],
      [undefined, ["Certificate image: 'nadia.png' is not in the ZIP."]],
    ]);
  });
});
