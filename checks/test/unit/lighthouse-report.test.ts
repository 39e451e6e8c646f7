import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  formatFigures,
  isWorkerScript,
  formatReport,
  lcpImageWarning,
  median,
  medianRun,
  scriptUrls,
  summarise,
} from '../../src/bench/lighthouse-report.js';

type Audit = {
  score: number | null;
  scoreDisplayMode: string;
  group?: string;
  displayValue?: string;
  details?: unknown;
};

/** Just the parts of a Lighthouse result that the report reads. */
const run = (
  scores: [number | null, number, number, number],
  {
    fcp = 1000,
    audits = {} as Record<string, Audit>,
    requests = [] as object[],
    error = false,
  } = {},
) => {
  const ids = ['performance', 'accessibility', 'best-practices', 'seo'];
  const all: Record<string, Audit & { numericValue?: number }> = {
    'first-contentful-paint': { score: 1, scoreDisplayMode: 'numeric', numericValue: fcp },
    'network-requests': {
      score: 1,
      scoreDisplayMode: 'informative',
      details: { type: 'table', items: requests },
    },
    ...audits,
  };
  return {
    requestedUrl: 'http://localhost:4000/team',
    finalDisplayedUrl: 'http://localhost:4000/team',
    runtimeError: error ? { code: 'NO_FCP', message: 'nothing painted' } : undefined,
    categories: Object.fromEntries(
      ids.map((id, i) => [
        id,
        {
          score: scores[i] == null ? null : scores[i] / 100,
          auditRefs: Object.entries(all).map(([a, { group }]) => ({ id: a, weight: 1, group })),
        },
      ]),
    ),
    audits: Object.fromEntries(
      Object.entries(all).map(([id, a]) => [id, { id, title: id.toUpperCase(), ...a }]),
    ),
  } as unknown as Result;
};

describe('median', () => {
  it('takes the middle value, averages the middle pair, and ranks missing values lowest', () => {
    expect(median([90, 30, 60])).toBe(60);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([null, 90, 80])).toBe(80);
    expect(median([null, null, 80])).toBeNull();
  });
});

describe('the Lighthouse summary', () => {
  it('reports each category as the median of the runs and picks the median performance run', () => {
    const runs = [run([70, 100, 100, 100]), run([99, 100, 100, 100]), run([96, 90, 100, 100])];
    expect(medianRun(runs)).toBe(runs[2]);
    const page = summarise('team', '/team', runs, 90_000);
    expect(page.scores).toEqual({
      performance: 96,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(page.pass).toBe(true);
  });

  it('fails a page just under the bar and names the scored audits that fell short', () => {
    const audits = {
      'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
      'image-alt': { score: 1, scoreDisplayMode: 'binary' },
      'tap-targets': { score: 0, scoreDisplayMode: 'manual' },
      'unused-javascript': {
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 90 KiB',
      },
      'td-headers-attr': { score: null, scoreDisplayMode: 'notApplicable' },
      'render-blocking-insight': { score: 0, scoreDisplayMode: 'metricSavings', group: 'hidden' },
    };
    const runs = [1, 2, 3].map(() => run([94, 100, 100, 100], { audits }));
    const page = summarise('team', '/team', runs, 90_000);
    expect(page.pass).toBe(false);
    expect(page.problems.filter((l) => l.startsWith('  ')).map((l) => l.trim())).toEqual([
      'color-contrast  COLOR-CONTRAST',
      'unused-javascript  UNUSED-JAVASCRIPT: Est savings of 90 KiB',
    ]);
    expect(formatReport([page], 3).join('\n')).toMatch(/^FAIL {2}team {2}\/team$/m);
  });

  it('fails a page when a run could not load it, whatever the other runs scored', () => {
    const runs = [run([null, 100, 100, 100], { error: true }), run([99, 100, 100, 100])];
    const page = summarise('home', '/', [...runs, run([99, 100, 100, 100])], 90_000);
    expect(page.problems[0]).toBe('run 1: NO_FCP nothing painted');
    expect(page.pass).toBe(false);
  });

  it('counts the API calls to its own origin, lists the scripts, and holds the JS budget', () => {
    const requests = [
      { url: 'http://localhost:4000/team', resourceType: 'Document', transferSize: 900 },
      { url: 'http://localhost:4000/api/v1/site', resourceType: 'Fetch', transferSize: 500 },
      { url: 'http://localhost:4000/api/team/view', resourceType: 'Fetch', transferSize: 500 },
      { url: 'https://cdn.example/api/x.js', resourceType: 'Script', transferSize: 300 },
      { url: 'http://localhost:4000/assets/app.js', resourceType: 'Script', transferSize: 4000 },
      { url: 'http://localhost:4000/apiary.png', resourceType: 'Image', transferSize: 100 },
    ];
    const passing = run([99, 100, 100, 100], { requests });
    const page = summarise('team', '/team', [passing], 120_000);
    expect(page.apiRequests).toBe(2);
    expect(page.pass).toBe(true);
    expect(scriptUrls(passing)).toEqual([
      'https://cdn.example/api/x.js',
      'http://localhost:4000/assets/app.js',
    ]);
    const heavy = summarise('team', '/team', [passing], 120_001);
    expect(heavy.pass).toBe(false);
    expect(heavy.problems).toContain("JavaScript 120001 bytes gzip'd (budget 120000)");
    // A Web Worker's script is weighed on its own budget, not the page's.
    expect(summarise('certificate', '/show/x', [passing], 90_000, 100_000).pass).toBe(true);
    const heavyWorker = summarise('certificate', '/show/x', [passing], 90_000, 100_001);
    expect(heavyWorker.pass).toBe(false);
    expect(heavyWorker.problems).toContain("Web Workers 100001 bytes gzip'd (budget 100000)");
    expect(isWorkerScript('http://localhost:4000/assets/verify-worker-CZFah1l5.js')).toBe(true);
    expect(isWorkerScript('http://localhost:4000/assets/index-CZFah1l5.js')).toBe(false);
  });
});

/** A run whose largest paint was the element with this start tag. */
const paintedBy = (snippet: string) =>
  run([99, 100, 100, 100], {
    audits: {
      'largest-contentful-paint-element': {
        score: 1,
        scoreDisplayMode: 'informative',
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { type: 'node', snippet } }] },
            { type: 'table', items: [{ phase: 'TTFB', timing: 100 }] },
          ],
        },
      },
    },
  });

describe('the largest paint', () => {
  it('warns of a picture loaded lazily, or not asked for first', () => {
    expect(lcpImageWarning(paintedBy('<img src="/a.webp" loading="lazy" alt="A">'))).toBe(
      'the LCP element is an <img> that is loaded lazily (loading="lazy") and lacks fetchpriority="high": <img src="/a.webp" loading="lazy" alt="A">',
    );
    expect(lcpImageWarning(paintedBy('<img src="/a.webp" alt="A">'))).toMatch(
      /^the LCP element is an <img> that lacks fetchpriority="high": /,
    );
    expect(
      lcpImageWarning(paintedBy('<img src="/a.webp" loading="lazy" fetchpriority="high">')),
    ).toMatch(/that is loaded lazily \(loading="lazy"\): /);
  });

  it('says nothing of a picture fetched eagerly and first, nor of text', () => {
    expect(
      lcpImageWarning(paintedBy('<img src="/a.webp" fetchpriority="high" alt="A">')),
    ).toBeUndefined();
    expect(lcpImageWarning(paintedBy('<h1 class="hero__title">'))).toBeUndefined();
    expect(lcpImageWarning(run([99, 100, 100, 100]))).toBeUndefined();
  });
});

describe('the per-route figures', () => {
  const requests = [
    { url: 'http://localhost:4000/team', resourceType: 'Document', transferSize: 5_200 },
    { url: 'http://localhost:4000/assets/index.js', resourceType: 'Script', transferSize: 70_000 },
    { url: 'http://localhost:4000/assets/Team.js', resourceType: 'Script', transferSize: 2_000 },
    {
      url: 'http://localhost:4000/assets/style.css',
      resourceType: 'Stylesheet',
      transferSize: 6_100,
    },
    { url: 'http://localhost:4000/Upload/a.webp', resourceType: 'Image', transferSize: 30_000 },
    { url: 'http://localhost:4000/Upload/b.webp', resourceType: 'Image', transferSize: 12_500 },
    { url: 'http://localhost:4000/pages/site-data.json', resourceType: 'Fetch', transferSize: 900 },
    { url: 'data:image/svg+xml,%3Csvg%3E', resourceType: 'Image', transferSize: 0 },
  ];

  it('counts what went over the network and what each kind weighed', () => {
    const page = summarise('team', '/team', [run([97, 100, 100, 100], { requests })], 81_234);
    expect(page.requests).toBe(7);
    expect(page.apiRequests).toBe(0);
    expect(page.transfer).toEqual({ html: 5_200, js: 72_000, css: 6_100, image: 42_500 });
  });

  it('prints one aligned row per route, with its warnings under the table', () => {
    const team = summarise('team', '/team', [run([97, 100, 100, 100], { requests })], 81_234);
    const lines = formatFigures(
      [team, summarise('home', '/', [paintedBy('<img src="/h.webp">')], 0)],
      3,
    );
    expect(lines[0]).toBe(
      'Lighthouse, mobile preset (simulated throttling), median of 3 runs per route',
    );
    const header = lines.findIndex((l) => l.startsWith('route'));
    expect(lines[header]!.split(/\s+/)).toEqual([
      'route',
      'perf',
      'a11y',
      'bp',
      'seo',
      'FCP',
      'LCP',
      'CLS',
      'TBT',
      'req',
      '/api/',
      'HTML',
      'JS',
      'CSS',
      'img',
      'JS',
      'gzip',
      'worker',
    ]);
    const row = lines[header + 1]!;
    expect(row.split(/\s+/)).toEqual([
      'team',
      '97',
      '100',
      '100',
      '100',
      '1.0',
      's',
      '–',
      '–',
      '–',
      '7',
      '0',
      '5.2',
      '72.0',
      '6.1',
      '42.5',
      '81.2',
      '0.0',
    ]);
    expect(row.length).toBe(lines[header]!.length);
    expect(lines.slice(header + 3)).toEqual([
      'warning  home: the LCP element is an <img> that lacks fetchpriority="high": <img src="/h.webp">',
    ]);
  });

  it('says which runs could not load the page, whose figures are missing', () => {
    const page = summarise('home', '/', [run([null, 100, 100, 100], { error: true })], 0);
    expect(page.failedRuns).toEqual(['run 1: NO_FCP nothing painted']);
    expect(formatFigures([page], 1).at(-1)).toBe(
      'NOT MEASURED  home: run 1: NO_FCP nothing painted',
    );
  });
});
