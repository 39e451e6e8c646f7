import { describe, expect, it } from 'vitest';
import { parseCertificateCsv } from './csv';
import { isReady, planImport } from './plan';
import { runWithLimit } from './run-with-limit';

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
      ['ayesha.png', png('ayesha.png')],
      ['mehedi.png', png('Mehedi.png')],
    ]);
    const plan = planImport(rows, new Set(), { kind: 'zip', files });
    expect(plan.map((r) => [r.file?.name, r.problems])).toEqual([
      ['ayesha.png', []],
      ['Mehedi.png', []],
      [undefined, ['No image file name: the ZIP needs an image column.']],
      [undefined, ["Image 'nadia.png' is not in the ZIP."]],
    ]);
  });
});

describe('runWithLimit', () => {
  it('keeps going past failures, never runs more than the limit at once, and keeps item order', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const outcomes = await runWithLimit(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10 * (n % 3)));
        running--;
        if (n % 4 === 0) throw new Error(`no ${n}`);
        return n * 10;
      },
      (n) => seen.push(n),
    );
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'))).toEqual([
      10,
      20,
      30,
      'failed',
      50,
      60,
      70,
    ]);
  });
});
