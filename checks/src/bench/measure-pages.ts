import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '@club/testkit';
import { freePort } from '@club/emulators';
import { OUT, write, type BenchStack } from './bench-stack.js';
import {
  isWorkerScript,
  medianRun,
  scriptUrls,
  summarise,
  type PageSummary,
} from './lighthouse-report.js';
import type { Route } from './site-routes.js';

export const RUNS = 3;
export const REPORTS = join(OUT, 'lighthouse');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
// What the publisher puts in every page it makes (web/src/render): the records it shows.
const PUBLISHED_MARK = '<script id="page-data"';

/**
 * Lighthouse with a fresh Chrome per run, so no run inherits another's caches, connections or
 * compiled code. `stop` ends the Chrome of a run under way.
 */
const lighthouseRunner = () => {
  // The launch itself, not its result: Chrome may be starting up at the moment we must end.
  let chrome: Promise<chromeLauncher.LaunchedChrome> | undefined;
  return {
    async measure(url: string): Promise<Result> {
      chrome = chromeLauncher.launch({
        chromePath: chromiumPath(),
        // Chrome runs detached. The unused pipe closes when this process dies, however it dies
        // (tsx kills a busy child outright on Ctrl-C), and Chrome quits with it; Lighthouse uses
        // the port.
        chromeFlags: [...CHROME_FLAGS, '--remote-debugging-pipe'],
        port: await freePort(),
        handleSIGINT: false,
        logLevel: 'silent',
      });
      const { port, kill } = await chrome;
      try {
        // No config: Lighthouse's default is the mobile preset with simulated throttling.
        const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
        return result.lhr;
      } finally {
        kill();
        chrome = undefined;
      }
    },
    async stop() {
      (await chrome?.catch(() => undefined))?.kill();
    },
  };
};

/** What each of the scripts weighs gzip'd, by address: the budget's measure. */
export const gzippedScripts = async (urls: string[]) =>
  new Map(
    await Promise.all(
      urls.map(async (url) => {
        const answer = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
        const body = Buffer.from(await answer.arrayBuffer());
        return [url, { body, gzip: gzipSync(body, { level: 9 }).length }] as const;
      }),
    ),
  );

/**
 * A route must be served as a published page before it is measured: otherwise a broken seed or
 * a failed publish would quietly measure a 404 page or the app shell instead.
 */
const checkPublished = async (url: string) => {
  const answer = await fetch(url);
  const html = await answer.text();
  if (!answer.ok || !html.includes(PUBLISHED_MARK))
    throw new Error(
      `${url} is not served as a published page (status ${answer.status}${answer.ok ? ', no page data' : ''}): its figures would not be the page's.`,
    );
};

export interface MeasuredPage {
  summary: PageSummary;
  /** The median run's scripts: their bytes as served, and each one's gzip'd size. */
  scripts: Awaited<ReturnType<typeof gzippedScripts>>;
}

/**
 * Lighthouse `RUNS` times on each route of the stack; the median run's HTML report is kept in
 * test-results/lighthouse/<route>.html.
 */
export const measurePages = async ({ stack, onCleanUp }: BenchStack, routes: Route[]) => {
  const runner = lighthouseRunner();
  onCleanUp(runner.stop);
  const measured: MeasuredPage[] = [];
  for (const route of routes) {
    const url = `${stack.url}${route.path}`;
    await checkPublished(url);
    const runs: Result[] = [];
    for (let i = 1; i <= RUNS; i++) {
      console.error(`Measuring ${route.label} (${route.path}), run ${i} of ${RUNS}…`);
      runs.push(await runner.measure(url));
    }
    const median = medianRun(runs);
    if (median) write(join(REPORTS, `${route.label}.html`), generateReport(median, 'html'));
    const scripts = await gzippedScripts(median ? scriptUrls(median) : []);
    const sum = (worker: boolean) =>
      [...scripts]
        .filter(([url]) => isWorkerScript(url) === worker)
        .reduce((total, [, s]) => total + s.gzip, 0);
    measured.push({
      summary: summarise(route.label, route.path, runs, sum(false), sum(true)),
      scripts,
    });
  }
  return measured;
};
