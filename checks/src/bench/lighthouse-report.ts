import type { Result } from 'lighthouse';

/** The club's bar, in Lighthouse's displayed 0–100 scores. */
export const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The most JavaScript a page may load, gzip'd (the home page's budget holds for every page). */
export const JS_BUDGET_BYTES = 120_000;
export type Category = keyof typeof BAR;
export const CATEGORIES = Object.keys(BAR) as Category[];

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const METRICS: [string, string, (v: number) => string][] = [
  ['FCP', 'first-contentful-paint', s],
  ['LCP', 'largest-contentful-paint', s],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
  ['SI', 'speed-index', s],
];
// Lighthouse cannot score these modes, so they say nothing about what to fix.
const UNSCORED = ['informative', 'notApplicable', 'manual'];

// Scores and metrics are never negative: a missing value (a run that errored) ranks below them all,
// so it can never lift a category's median score.
const rank = (a: number | null, b: number | null) => (a ?? -1) - (b ?? -1);
const middle = (n: number) => Math.floor((n - 1) / 2);

export const median = (values: (number | null)[]) => {
  const sorted = [...values].sort(rank);
  if (sorted.length % 2) return sorted[middle(sorted.length)] ?? null;
  const [a, b] = sorted.slice(middle(sorted.length), middle(sorted.length) + 2);
  return a == null || b == null ? null : (a + b) / 2;
};

const score = (lhr: Result, c: Category) => {
  const value = lhr.categories[c]?.score;
  return value == null ? null : Math.round(value * 100);
};

/** The run whose performance score is the median: the one whose details stand for the page. */
export const medianRun = (runs: Result[]) =>
  [...runs].sort((a, b) => rank(score(a, 'performance'), score(b, 'performance')))[
    middle(runs.length)
  ];

export interface PageSummary {
  label: string;
  path: string;
  scores: Record<Category, number | null>;
  metrics: string[];
  apiRequests: number;
  /** The page's scripts, each gzip'd on its own, summed. */
  jsGzip: number;
  problems: string[];
  pass: boolean;
}

const requestsOf = (run: Result) => {
  const details = run.audits['network-requests']?.details;
  return details?.type === 'table' ? details.items : [];
};

/** The addresses of the scripts a run loaded. */
export const scriptUrls = (run: Result) =>
  requestsOf(run)
    .filter((r) => r.resourceType === 'Script')
    .map((r) => String(r.url));

export const summarise = (
  label: string,
  path: string,
  runs: Result[],
  jsGzip: number,
): PageSummary => {
  const run = medianRun(runs);
  if (!run) throw new Error(`no Lighthouse runs for ${path}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => score(r, c)))]),
  ) as Record<Category, number | null>;
  const metrics = METRICS.map(([, id, show]) => {
    const value = median(runs.map((r) => r.audits[id]?.numericValue ?? null));
    return value == null ? '–' : show(value);
  });
  const requests = requestsOf(run);
  const parse = (url: unknown) => (URL.canParse(String(url)) ? new URL(String(url)) : undefined);
  const origin = parse(run.requestedUrl ?? run.finalDisplayedUrl)?.origin;
  const onApi = (url: unknown) => {
    const u = parse(url);
    return !!u && u.origin === origin && u.pathname.startsWith('/api/');
  };
  const problems = runs.flatMap((r, i) =>
    r.runtimeError ? [`run ${i + 1}: ${r.runtimeError.code} ${r.runtimeError.message}`] : [],
  );
  for (const c of CATEGORIES) {
    if (scores[c] === 100) continue;
    problems.push(`${c} ${scores[c] ?? 'not scored'} (bar ${BAR[c]}), median run:`);
    // The HTML report leaves out the 'hidden' group (mostly duplicates of the audits it shows).
    for (const ref of run.categories[c]?.auditRefs.filter((r) => r.group !== 'hidden') ?? []) {
      const audit = run.audits[ref.id];
      if (!audit || UNSCORED.includes(audit.scoreDisplayMode) || (audit.score ?? 0) >= 1) continue;
      const value = audit.displayValue ? `: ${audit.displayValue}` : '';
      const why = audit.errorMessage ? ` (error: ${audit.errorMessage})` : '';
      problems.push(`  ${audit.id}  ${audit.title}${value}${why}`);
    }
  }
  if (jsGzip > JS_BUDGET_BYTES)
    problems.push(`JavaScript ${jsGzip} bytes gzip'd (budget ${JS_BUDGET_BYTES})`);
  return {
    label,
    path,
    scores,
    metrics,
    apiRequests: requests.filter((r) => onApi(r.url)).length,
    jsGzip,
    problems,
    pass:
      runs.every((r) => !r.runtimeError) &&
      CATEGORIES.every((c) => (scores[c] ?? -1) >= BAR[c]) &&
      jsGzip <= JS_BUDGET_BYTES,
  };
};

const HEAD = ['page', 'perf', 'a11y', 'bp', 'seo', ...METRICS.map(([n]) => n), '/api/', 'JS gzip'];
const WIDTH = [12, 5, 5, 5, 5, 7, 7, 7, 6, 7, 6, 10];
const row = (cells: (string | number)[]) =>
  cells.map((c, i) => (i ? String(c).padStart(WIDTH[i] ?? 0) : String(c).padEnd(12))).join(' ');

/** The medians table, then a PASS/FAIL verdict per page with what to fix. */
export const formatReport = (pages: PageSummary[], runs: number) => [
  `Lighthouse, mobile preset, median of ${runs} runs per page`,
  row(HEAD),
  ...pages.map((p) =>
    row([
      p.label,
      ...CATEGORIES.map((c) => p.scores[c] ?? '–'),
      ...p.metrics,
      p.apiRequests,
      `${(p.jsGzip / 1000).toFixed(1)} KB`,
    ]),
  ),
  '',
  ...pages.flatMap((p) => [
    `${p.pass ? 'PASS' : 'FAIL'}  ${p.label}  ${p.path}`,
    ...p.problems.map((line) => `      ${line}`),
  ]),
];
