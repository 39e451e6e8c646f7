import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { certificate, certificateCode, lookupPath } from '@club/model';
import { CHROMIUM_FLAGS, chromiumPath } from '@club/testkit';
import { freePort } from '@club/emulators';
import { ROOT, startStack, type Stack } from '@club/local';
import { demoCertificates } from '@club/demo';
import { formatReport, medianRun, scriptUrls, summarise } from './lighthouse-report.js';

// `npm run lighthouse`: the built site on the local stack, measured against the club's bar.
const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const OUT = join(ROOT, 'test-results');
const REPORTS = join(OUT, 'lighthouse');

const firstCertificate = demoCertificates[0];
if (!firstCertificate) throw new Error('The demo content has no certificate to measure.');
const code = certificateCode(firstCertificate.fields);
const ALL_PAGES = [
  { label: 'home', path: '/' },
  { label: 'team', path: '/team' },
  { label: 'event', path: '/event' },
  { label: 'certificate', path: `/show/${encodeURIComponent(code)}` },
];
// `npm run lighthouse -- home` measures just that page, for a quicker look while working on it.
const chosen = process.argv.slice(2);
const PAGES = chosen.length ? ALL_PAGES.filter((p) => chosen.includes(p.label)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`Pages are: ${ALL_PAGES.map((p) => p.label).join(', ')}.`);

const chromePath = chromiumPath();
const logFile = join(OUT, 'lighthouse-stack.log');
// Other tools may clear test-results/ while this runs: every write makes sure its folder is there.
const write = (file: string, text: string, append = false) => {
  mkdirSync(dirname(file), { recursive: true });
  (append ? appendFileSync : writeFileSync)(file, text);
};
write(logFile, '');
// The stack logs every API call; on the console that would bury the figures.
const log = (line: string) => write(logFile, `${new Date().toISOString()} ${line}\n`, true);

const dataDir = await mkdtemp(join(tmpdir(), 'club-lighthouse-'));
let stack: Stack | undefined;
// The launch itself, not its result: Chrome may be starting up at the moment we must end.
let chrome: Promise<chromeLauncher.LaunchedChrome> | undefined;
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    (await chrome?.catch(() => undefined))?.kill();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  })());
const end = (code: number) => void cleanUp().finally(() => process.exit(code));
const explain = (error: unknown) => (error instanceof Error ? error.stack : String(error));

// Ctrl-C must not leave Chrome (it runs detached), serverless-offline or the data folder behind.
// `on`, not `once`: npm and tsx pass the signal on again, and tsx ends a child with no listener.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => end(130));
// Lighthouse leaves promises that reject when its Chrome goes away; unhandled, they would end
// Node before the cleanup. Before the cleanup such a rejection is a real failure.
process.on('unhandledRejection', (error) => {
  if (cleaning) return;
  console.error(`Lighthouse could not run: ${explain(error)}`);
  end(1);
});

// A fresh Chrome per run, so no run inherits another's caches, connections or compiled code.
const measure = async (url: string): Promise<Result> => {
  chrome = chromeLauncher.launch({
    chromePath,
    // Chrome runs detached. The unused pipe closes when this process dies, however it dies (tsx
    // kills a busy child outright on Ctrl-C), and Chrome quits with it; Lighthouse uses the port.
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
};

/** What a page's scripts weigh gzip'd, each on its own, as the budget counts them. */
const gzippedSize = async (urls: string[]) => {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const body = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
      return gzipSync(Buffer.from(await body.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
};

const started = Date.now();
try {
  stack = await startStack({
    port: await freePort(),
    dataDir,
    admin: { email: 'admin@lighthouse.local', password: randomUUID() },
    log,
  });
  // Without this check a changed seed would quietly measure the "not found" state instead.
  const lookup = await fetch(`${stack.url}${lookupPath(certificate, code)}`);
  if (!lookup.ok) throw new Error(`The demo certificate ${code} is not served (${lookup.status}).`);

  const summaries = [];
  for (const page of PAGES) {
    const runs: Result[] = [];
    for (let i = 1; i <= RUNS; i++) {
      console.error(`Measuring ${page.label} (${page.path}), run ${i} of ${RUNS}…`);
      runs.push(await measure(`${stack.url}${page.path}`));
    }
    const median = medianRun(runs);
    if (median) write(join(REPORTS, `${page.label}.html`), generateReport(median, 'html'));
    const jsGzip = median ? await gzippedSize(scriptUrls(median)) : 0;
    summaries.push(summarise(page.label, page.path, runs, jsGzip));
  }
  console.log(['', ...formatReport(summaries, RUNS), ''].join('\n'));
  console.log(`Median-run reports: ${REPORTS}/<page>.html. Stack log: ${logFile}.`);
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exitCode = summaries.every((s) => s.pass) ? 0 : 1;
} catch (error) {
  // After Ctrl-C the error is only Chrome going away.
  if (!cleaning) console.error(`Lighthouse could not run: ${explain(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
// Lighthouse and the emulators can leave timers or sockets that would keep Node running.
process.exit();
