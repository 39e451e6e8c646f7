import { passes, withinBound, type Figure } from './figures.js';

const HEADINGS = ['check', 'figure', 'value', 'bound', 'ok', 'detail'];

const number = (n: number) =>
  Number.isInteger(n)
    ? n.toLocaleString('en-US')
    : n.toLocaleString('en-US', { maximumFractionDigits: 1 });

// A detail is a hint for the reader, not a log: one line, cut short.
const DETAIL = 160;
const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DETAIL ? `${line.slice(0, DETAIL - 1)}…` : line;
};

const row = (f: Figure) => [
  f.check,
  f.figure,
  number(f.value),
  `${f.atLeast ? '≥' : '≤'} ${number(f.bound)}`,
  withinBound(f) ? 'ok' : passes(f) ? 'slow' : 'FAIL',
  oneLine(f.detail ?? ''),
];

/** The suite's one table: a row per figure, columns padded to line up, and a last line that sums up. */
export const formatTable = (figures: Figure[]) => {
  const rows = [HEADINGS, ...figures.map(row)];
  const widths = HEADINGS.map((_, column) => Math.max(...rows.map((r) => r[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  const failed = figures.filter((f) => !passes(f)).length;
  return [
    line(HEADINGS),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.slice(1).map(line),
    '',
    failed === 0
      ? `All ${figures.length} figures within their bounds.`
      : `${failed} of ${figures.length} figures outside their bounds.`,
  ].join('\n');
};
