import type { Result } from 'lighthouse';

/** The club's bar, in Lighthouse's displayed 0–100 scores. */
export const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The most JavaScript a page may load, gzip'd (the home page's budget holds for every page). */
export const JS_BUDGET_BYTES = 120_000;
/**
 * The most a page's Web Workers may load, gzip'd: the certificate page's signature check. It is
 * fetched after the page has painted and runs off the main thread, so it delays neither the
 * paint nor a tap (LCP and TBT say so); it is data on a phone's plan all the same.
 */
export const WORKER_BUDGET_BYTES = 100_000;
/** The site's workers are built from files named *-worker.ts (web/src). */
export const isWorkerScript = (url: string) => /-worker-[\w-]+\.js$/.test(new URL(url).pathname);
export type Category = keyof typeof BAR;
export const CATEGORIES = Object.keys(BAR) as Category[];

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const METRICS: [string, string, (v: number) => string][] = [
  ['FCP', 'first-contentful-paint', s],
  ['LCP', 'largest-contentful-paint', s],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
];
// Lighthouse cannot score these modes, so they say nothing about what to fix.
const UNSCORED = ['informative', 'notApplicable', 'manual'];

/** What a page's transfers are counted under, by Lighthouse's resource type. */
const KINDS = { html: 'Document', js: 'Script', css: 'Stylesheet', image: 'Image' } as const;
export type Kind = keyof typeof KINDS;

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
  /** What the browser fetched over the network (data: addresses are no request). */
  requests: number;
  apiRequests: number;
  /** Bytes over the wire, as the browser received them (compressed where the server compresses). */
  transfer: Record<Kind, number>;
  /** The page's scripts, each gzip'd on its own, summed. */
  jsGzip: number;
  /** Its Web Workers' scripts, the same way. */
  workerGzip: number;
  /** Set when the largest paint is a picture the browser is told to fetch late or unhurried. */
  lcpWarning?: string;
  /** The runs that could not load the page, with Lighthouse's reason: their figures are missing. */
  failedRuns: string[];
  problems: string[];
  pass: boolean;
}

/** A row of Lighthouse's network-requests table: url, resourceType, transferSize, ... */
type NetworkRequest = Record<string, unknown>;

const requestsOf = (run: Result): NetworkRequest[] => {
  const details = run.audits['network-requests']?.details;
  return details?.type === 'table' ? details.items : [];
};

const parse = (url: unknown) => (URL.canParse(String(url)) ? new URL(String(url)) : undefined);
const overNetwork = (r: NetworkRequest) => /^https?:$/.test(parse(r.url)?.protocol ?? '');

/** The addresses of the scripts a run loaded. */
export const scriptUrls = (run: Result) =>
  requestsOf(run)
    .filter((r) => r.resourceType === KINDS.js)
    .map((r) => String(r.url));

/** The start tag of the element Lighthouse found to be the largest paint, as the DOM had it. */
const lcpSnippet = (run: Result) => {
  const details = run.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return undefined;
  for (const part of details.items)
    if (part.type === 'table')
      for (const item of part.items)
        if (item.node && typeof item.node === 'object' && 'snippet' in item.node)
          return String(item.node.snippet);
  return undefined;
};

/**
 * The largest paint is what the visitor waits for: a picture marked lazy is fetched only after
 * layout, and one without fetchpriority=high waits behind the scripts and the stylesheet.
 */
export const lcpImageWarning = (run: Result) => {
  const snippet = lcpSnippet(run);
  if (!snippet || !/^<img\b/i.test(snippet)) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(snippet)?.[1]?.toLowerCase();
  const why = [
    ...(attribute('loading') === 'lazy' ? ['is loaded lazily (loading="lazy")'] : []),
    ...(attribute('fetchpriority') === 'high' ? [] : ['lacks fetchpriority="high"']),
  ];
  return why.length
    ? `the LCP element is an <img> that ${why.join(' and ')}: ${snippet}`
    : undefined;
};

export const summarise = (
  label: string,
  path: string,
  runs: Result[],
  jsGzip: number,
  workerGzip = 0,
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
  const requests = requestsOf(run).filter(overNetwork);
  const origin = parse(run.requestedUrl ?? run.finalDisplayedUrl)?.origin;
  const onApi = (url: unknown) => {
    const u = parse(url);
    return !!u && u.origin === origin && u.pathname.startsWith('/api/');
  };
  const transfer = Object.fromEntries(
    Object.entries(KINDS).map(([kind, type]) => [
      kind,
      requests
        .filter((r) => r.resourceType === type)
        .reduce((sum, r) => sum + (Number(r.transferSize) || 0), 0),
    ]),
  ) as Record<Kind, number>;
  const failedRuns = runs.flatMap((r, i) =>
    r.runtimeError ? [`run ${i + 1}: ${r.runtimeError.code} ${r.runtimeError.message}`] : [],
  );
  const problems = [...failedRuns];
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
  if (workerGzip > WORKER_BUDGET_BYTES)
    problems.push(`Web Workers ${workerGzip} bytes gzip'd (budget ${WORKER_BUDGET_BYTES})`);
  const lcpWarning = lcpImageWarning(run);
  return {
    label,
    path,
    scores,
    metrics,
    requests: requests.length,
    apiRequests: requests.filter((r) => onApi(r.url)).length,
    transfer,
    jsGzip,
    workerGzip,
    ...(lcpWarning ? { lcpWarning } : {}),
    failedRuns,
    problems,
    pass:
      failedRuns.length === 0 &&
      CATEGORIES.every((c) => (scores[c] ?? -1) >= BAR[c]) &&
      jsGzip <= JS_BUDGET_BYTES &&
      workerGzip <= WORKER_BUDGET_BYTES,
  };
};

/** Kilobytes as the report prints them: 1 KB = 1,000 bytes, one decimal. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const COLUMNS: [string, number][] = [
  ['route', 12],
  ['perf', 4],
  ['a11y', 4],
  ['bp', 4],
  ['seo', 4],
  ...METRICS.map(([name]): [string, number] => [name, name === 'TBT' ? 7 : 6]),
  ['req', 4],
  ['/api/', 5],
  ['HTML', 6],
  ['JS', 6],
  ['CSS', 6],
  ['img', 6],
  ['JS gzip', 7],
  ['worker', 6],
];
const row = (cells: (string | number)[]) =>
  cells
    .map((c, i) => {
      const width = COLUMNS[i]?.[1] ?? 0;
      return i ? String(c).padStart(width) : String(c).padEnd(width);
    })
    .join(' ');

/** The medians table, one route a line, and under it the routes whose largest paint is held back. */
export const formatFigures = (pages: PageSummary[], runs: number) => [
  `Lighthouse, mobile preset (simulated throttling), median of ${runs} runs per route`,
  'HTML, JS, CSS, img: KB transferred (1 KB = 1,000 bytes; brotli where the server compresses);',
  "JS gzip: each script gzip'd on its own, summed; worker: the same for Web Workers (off the main",
  'thread, fetched after the paint); req: requests, /api/: those to the API',
  row(COLUMNS.map(([name]) => name)),
  ...pages.map((p) =>
    row([
      p.label,
      ...CATEGORIES.map((c) => p.scores[c] ?? '–'),
      ...p.metrics,
      p.requests,
      p.apiRequests,
      ...Object.keys(KINDS).map((k) => kb(p.transfer[k as Kind])),
      kb(p.jsGzip),
      kb(p.workerGzip),
    ]),
  ),
  ...pages.flatMap((p) => [
    ...(p.lcpWarning ? [`warning  ${p.label}: ${p.lcpWarning}`] : []),
    ...p.failedRuns.map((run) => `NOT MEASURED  ${p.label}: ${run}`),
  ]),
];

/** The figures, then a PASS/FAIL verdict per route against the club's bar with what to fix. */
export const formatReport = (pages: PageSummary[], runs: number) => [
  ...formatFigures(pages, runs),
  '',
  ...pages.flatMap((p) => [
    `${p.pass ? 'PASS' : 'FAIL'}  ${p.label}  ${p.path}`,
    ...p.problems.map((line) => `      ${line}`),
  ]),
];
