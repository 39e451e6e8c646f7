import { describe, expect, it } from 'vitest';
import type { Figure } from '../../src/hardening/figures.js';
import { formatTable } from '../../src/hardening/table.js';

const figures: Figure[] = [
  { check: 'fuzz', figure: '5xx answers', value: 0, bound: 0, detail: '1,000 cases' },
  { check: 'fuzz', figure: 'cases per route', value: 1200, bound: 1000, atLeast: true },
  { check: 'uploads', figure: 'stack memory growth (MB)', value: 312.46, bound: 300 },
];

describe('the hardening table', () => {
  it('prints one row per figure with its value, its bound and whether it passes', () => {
    const lines = formatTable(figures).split('\n');
    expect(lines[0]).toMatch(/^check\s+\| figure\s+\| value\s+\| bound\s+\| ok\s+\| detail$/);
    expect(lines[2]).toMatch(/^fuzz\s+\| 5xx answers\s+\| 0\s+\| ≤ 0\s+\| ok\s+\| 1,000 cases$/);
    expect(lines[3]).toMatch(/\| 1,200\s+\| ≥ 1,000\s+\| ok\s+\|?$/);
    expect(lines[4]).toMatch(/\| 312\.5\s+\| ≤ 300\s+\| FAIL/);
  });

  it('lines the columns up', () => {
    const rows = formatTable(figures).split('\n').slice(0, 5);
    const bars = rows.map((r) => [...r.matchAll(/\|/g)].map((m) => m.index));
    for (const r of bars.slice(2)) expect(r.slice(0, 4)).toEqual(bars[0]!.slice(0, 4));
  });

  it('sums up: all within bounds, or how many are not', () => {
    expect(formatTable(figures.slice(0, 2))).toMatch(/All 2 figures within their bounds\.$/);
    expect(formatTable(figures)).toMatch(/1 of 3 figures outside their bounds\.$/);
  });
});

it('keeps each detail to one short line', () => {
  const long = {
    check: 'fuzz',
    figure: 'x',
    value: 1,
    bound: 0,
    detail: `a\nb ${'c'.repeat(500)}`,
  };
  const line = formatTable([long]).split('\n')[2]!;
  expect(line).toMatch(/\| a b c+…$/);
  expect(line.length).toBeLessThan(220);
});

describe('a time in the hardening table', () => {
  it('is reported as slow over its bound, without failing the run', () => {
    const slowStart: Figure = {
      check: 'starts',
      figure: 'time to first answer, median (s)',
      value: 170,
      bound: 90,
      timing: true,
    };
    const table = formatTable([...figures.slice(0, 2), slowStart]);
    expect(table).toMatch(/\| 170\s+\| ≤ 90\s+\| slow/);
    expect(table).toMatch(/All 3 figures within their bounds\.$/);
  });
});
