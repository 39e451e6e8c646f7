import { describe, expect, it } from 'vitest';
import { allMeasured, formatBench, type BenchFigures } from '../../src/bench/bench-report.js';
import type { PageSummary } from '../../src/bench/lighthouse-report.js';

const home: PageSummary = {
  label: 'home',
  path: '/',
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: ['1.1 s', '1.9 s', '0.000', '40 ms'],
  requests: 9,
  apiRequests: 0,
  transfer: { html: 9_000, js: 70_000, css: 5_800, image: 60_000 },
  jsGzip: 81_234,
  workerGzip: 0,
  failedRuns: [],
  problems: [],
  pass: true,
};

const figures = (): BenchFigures => ({
  runs: 3,
  pages: { ok: true, value: [home] },
  split: {
    ok: true,
    value: [
      {
        file: 'assets/index-A.js',
        gzip: 76_700,
        reactGzip: 57_100,
        restGzip: 20_300,
        bytes: 240_600,
        reactBytes: 180_450,
      },
      {
        file: 'assets/Home-B.js',
        gzip: 4_534,
        reactGzip: 0,
        restGzip: 4_534,
        bytes: 17_200,
        reactBytes: 0,
      },
    ],
  },
  publishes: [
    {
      label: 'demo content, all new',
      run: {
        ok: true,
        value: { files: 19, changed: 19, removed: 0, ms: 632, roundTripMs: 7318.4 },
      },
    },
    {
      label: '+ 1,000 certificates',
      run: {
        ok: true,
        value: { files: 1019, changed: 1000, removed: 0, ms: 5210, roundTripMs: 5302 },
      },
    },
  ],
  writes: [
    {
      label: 'demo content',
      write: {
        ok: true,
        value: {
          servedMs: 1234.5,
          rewritten: ['pages/index.html', 'pages/team.html'],
          asked: 14,
          failures: [],
        },
      },
    },
  ],
});

const section = (lines: string[], heading: RegExp) => {
  const at = lines.findIndex((l) => heading.test(l));
  const end = lines.findIndex((l, i) => i > at && l.startsWith('=='));
  return lines.slice(at + 1, end < 0 ? undefined : end - 1);
};

describe('the bench report', () => {
  it('sets the home page beside the old site, whose figures it says were not measured here', () => {
    const lines = section(formatBench(figures()), /old site and ours/);
    expect(lines[1]).toMatch(/^API requests\s+12\s+0$/);
    expect(lines[2]).toMatch(/^JavaScript, gzip'd\s+≈239 KB\s+81\.2 KB$/);
    expect(lines[3]).toMatch(/old site's figures as measured on it before the rewrite/);
  });

  it('says how much of the first-load JavaScript is React, and how far it is from 60 KB', () => {
    const lines = section(formatBench(figures()), /first-load JavaScript/);
    expect(lines[1]).toMatch(/^assets\/index-A\.js\s+76\.7 KB\s+57\.1 KB\s+20\.3 KB$/);
    expect(lines).toContain(
      "React + react-dom (with scheduler): 57.1 KB gzip'd, 70% of the 257.8 KB minified",
    );
    expect(lines).toContain(
      "total as served: 81.2 KB gzip'd; stretch goal ≤ 60.0 KB (21.2 KB above it)",
    );
  });

  it('prints each publish and each write with what it changed', () => {
    const lines = formatBench(figures());
    expect(section(lines, /Publishing/)[1]).toMatch(
      /^demo content, all new\s+19\s+19\s+632 ms\s+7,318 ms$/,
    );
    expect(section(lines, /Publishing/)[2]).toMatch(
      /^\+ 1,000 certificates\s+1019\s+1000\s+5,210 ms\s+5,302 ms$/,
    );
    expect(section(lines, /served at \/team/)[1]).toMatch(
      /^demo content\s+1,235 ms {2}2: pages\/index\.html, pages\/team\.html$/,
    );
  });

  it('lists the requests that failed while the pages were being rewritten', () => {
    const broken = figures();
    if (broken.writes[0]?.write.ok)
      broken.writes[0].write.value.failures = [
        '/team answered 500: <Error><Code>InternalError</Code>',
      ];
    expect(section(formatBench(broken), /served at \/team/).slice(1, 4)).toEqual([
      expect.stringMatching(/^demo content\s+1,235 ms {2}2: /),
      '  1 of the 14 requests meanwhile failed:',
      '    /team answered 500: <Error><Code>InternalError</Code>',
    ]);
  });

  it('counts every figure measured, and fails only on one that was not', () => {
    expect(allMeasured(figures())).toBe(true);
    const broken = figures();
    broken.writes.push({
      label: 'with 1,000 certificates',
      write: { ok: false, error: 'The new name at /team did not happen within 120 s.' },
    });
    expect(formatBench(broken)).toContain(
      'with 1,000 certificates    NOT MEASURED: The new name at /team did not happen within 120 s.',
    );
    expect(allMeasured(broken)).toBe(false);
    const slow = figures();
    // Far from any goal, yet measured: the bench holds figures to no bar.
    slow.pages = {
      ok: true,
      value: [
        { ...home, jsGzip: 900_000, scores: { ...home.scores, performance: 20 }, pass: false },
      ],
    };
    expect(allMeasured(slow)).toBe(true);
    const unloaded = figures();
    unloaded.pages = {
      ok: true,
      value: [{ ...home, failedRuns: ['run 2: NO_FCP nothing painted'] }],
    };
    expect(allMeasured(unloaded)).toBe(false);
  });
});
