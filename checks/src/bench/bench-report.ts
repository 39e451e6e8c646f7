import type { ChunkSplit } from './js-split.js';
import { formatFigures, kb, type PageSummary } from './lighthouse-report.js';
import type { PublishRun, WriteToServed } from './publish-figures.js';

/**
 * The old site's home page, as it was measured before the rewrite. That site is gone, so these
 * are quoted, not measured again here; they are what ours is set beside.
 */
export const OLD_SITE_HOME = { apiRequests: 12, jsGzipKb: 239 };

/** The home page's first-load JavaScript we aim at in the end, gzip'd. */
export const JS_STRETCH_GOAL_BYTES = 60_000;

/** A figure, or why it could not be measured. */
export type Measured<T> = { ok: true; value: T } | { ok: false; error: string };

export const measured = async <T>(work: () => Promise<T>): Promise<Measured<T>> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

export interface BenchFigures {
  runs: number;
  pages: Measured<PageSummary[]>;
  split: Measured<ChunkSplit[]>;
  publishes: { label: string; run: Measured<PublishRun> }[];
  writes: { label: string; write: Measured<WriteToServed> }[];
}

const notMeasured = (error: string) => `NOT MEASURED: ${error}`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const table = (widths: number[], cells: (string | number)[]) =>
  cells
    .map((c, i) => (i ? String(c).padStart(widths[i] ?? 0) : String(c).padEnd(widths[0] ?? 0)))
    .join(' ');

const pagesSection = ({ pages, runs }: BenchFigures) =>
  pages.ok ? formatFigures(pages.value, runs) : [notMeasured(pages.error)];

const oldSiteSection = ({ pages }: BenchFigures) => {
  const home = pages.ok ? pages.value.find((p) => p.label === 'home') : undefined;
  if (!home) return [notMeasured('the home page was not measured')];
  const w = [34, 10, 9];
  return [
    table(w, ['', 'old site*', 'ours']),
    table(w, ['API requests', OLD_SITE_HOME.apiRequests, home.apiRequests]),
    table(w, ["JavaScript, gzip'd", `≈${OLD_SITE_HOME.jsGzipKb} KB`, `${kb(home.jsGzip)} KB`]),
    "* the old site's figures as measured on it before the rewrite, not measured again here",
  ];
};

const splitSection = ({ split }: BenchFigures) => {
  if (!split.ok) return [notMeasured(split.error)];
  const sum = (pick: (c: ChunkSplit) => number) => split.value.reduce((s, c) => s + pick(c), 0);
  const total = sum((c) => c.gzip);
  const react = sum((c) => c.reactGzip);
  const share = sum((c) => c.bytes) ? (100 * sum((c) => c.reactBytes)) / sum((c) => c.bytes) : 0;
  const w = [44, 9, 9, 9];
  const over = total - JS_STRETCH_GOAL_BYTES;
  return [
    table(w, ['chunk', 'gzip', 'React', 'the rest']),
    ...split.value.map((c) =>
      table(w, [c.file, `${kb(c.gzip)} KB`, `${kb(c.reactGzip)} KB`, `${kb(c.restGzip)} KB`]),
    ),
    `React + react-dom (with scheduler): ${kb(react)} KB gzip'd, ${share.toFixed(0)}% of the ${kb(sum((c) => c.bytes))} KB minified`,
    `everything else: ${kb(sum((c) => c.restGzip))} KB gzip'd (each part gzip'd on its own)`,
    `total as served: ${kb(total)} KB gzip'd; stretch goal ≤ ${kb(JS_STRETCH_GOAL_BYTES)} KB (${kb(Math.abs(over))} KB ${over > 0 ? 'above' : 'within'} it)`,
  ];
};

const publishSection = ({ publishes }: BenchFigures) => {
  const w = [40, 6, 8, 10, 11];
  return [
    table(w, ['content', 'files', 'changed', 'function', 'round trip']),
    ...publishes.map(({ label, run }) =>
      run.ok
        ? table(w, [
            label,
            run.value.files,
            run.value.changed,
            ms(run.value.ms),
            ms(run.value.roundTripMs),
          ])
        : `${label.padEnd(w[0]!)} ${notMeasured(run.error)}`,
    ),
    'function: the publisher’s own time; round trip: invoking it and waiting for its answer',
  ];
};

const writeSection = ({ writes }: BenchFigures) => {
  const w = [26, 12];
  return [
    `${table(w, ['content', 'served after'])}  files rewritten`,
    ...writes.flatMap(({ label, write }) => {
      if (!write.ok) return [`${label.padEnd(w[0]!)} ${notMeasured(write.error)}`];
      const { servedMs, rewritten, asked, failures } = write.value;
      return [
        `${table(w, [label, ms(servedMs)])}  ${rewritten.length}: ${rewritten.join(', ')}`,
        ...(failures.length
          ? [
              `  ${failures.length} of the ${asked} requests meanwhile failed:`,
              ...failures.map((f) => `    ${f}`),
            ]
          : []),
      ];
    }),
    "a team member renamed through the console's REST face; /team asked every 100 ms",
  ];
};

const SECTIONS: [string, (figures: BenchFigures) => string[]][] = [
  ['Public pages (demo content)', pagesSection],
  ['Home page: the old site and ours', oldSiteSection],
  ["Home page's first-load JavaScript, by the build's chunks", splitSection],
  ['Publishing the pages (the publish function, invoked and waited for)', publishSection],
  ['From a write to the new page served at /team', writeSection],
];

/** Every figure of the bench side by side, each section under its heading. */
export const formatBench = (figures: BenchFigures) =>
  SECTIONS.flatMap(([heading, section]) => ['', `== ${heading} ==`, ...section(figures)]);

/** Whether every figure was measured: the bench's one verdict (it holds the figures to no bar). */
export const allMeasured = ({ pages, split, publishes, writes }: BenchFigures) =>
  pages.ok &&
  pages.value.every((p) => p.failedRuns.length === 0) &&
  split.ok &&
  publishes.every((p) => p.run.ok) &&
  writes.every((w) => w.write.ok);
