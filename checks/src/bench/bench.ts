import { allMeasured, formatBench, measured, type BenchFigures } from './bench-report.js';
import { onLocalStack } from './bench-stack.js';
import { reactShare } from './js-split.js';
import { measurePages, REPORTS, RUNS } from './measure-pages.js';
import {
  addCertificatesToStack,
  publishNow,
  startPublish,
  timeWriteToServed,
} from './publish-figures.js';
import { SITE_ROUTES } from './site-routes.js';

// `npm run bench`: the figures of pages made at publish time, side by side, on one local stack:
// each public route under Lighthouse, the home page beside the old site's, how much of its
// JavaScript is React, what a publish costs with the demo content and with 1,000 certificates,
// and how soon a write is served. It holds them to no bar; it fails only when a figure could
// not be measured.
const CERTIFICATES = 1000;
const started = Date.now();

await onLocalStack('bench', async (bench) => {
  // First, on the demo content as it was seeded: the edits below change what the pages show.
  const pagesMeasured = await measured(() => measurePages(bench, SITE_ROUTES));
  const home = pagesMeasured.ok
    ? pagesMeasured.value.find((m) => m.summary.label === 'home')
    : undefined;
  const split = await measured(async () => {
    if (!home) throw new Error('the home page was not measured');
    return reactShare(home.scripts);
  });

  const figures: BenchFigures = {
    runs: RUNS,
    pages: pagesMeasured.ok
      ? { ok: true, value: pagesMeasured.value.map((m) => m.summary) }
      : pagesMeasured,
    split,
    publishes: [
      {
        label: 'demo content, all new (npm start)',
        run: await measured(async () => startPublish(bench.logged)),
      },
      {
        label: 'demo content, nothing changed',
        run: await measured(() => publishNow(bench.lambdaUrl, 'bench: nothing changed')),
      },
    ],
    writes: [
      { label: 'demo content', write: await measured(() => timeWriteToServed(bench, 'demo')) },
    ],
  };

  const many = `${CERTIFICATES.toLocaleString('en')} certificates`;
  const added = await measured(() => addCertificatesToStack(bench, CERTIFICATES));
  const afterAdding = <T>(work: () => Promise<T>) => (added.ok ? measured(work) : added);
  figures.publishes.push(
    {
      label: `+ ${many} (each a new page)`,
      run: await afterAdding(() => publishNow(bench.lambdaUrl, `bench: ${many} added`)),
    },
    {
      label: `with ${many}, nothing changed`,
      run: await afterAdding(() => publishNow(bench.lambdaUrl, 'bench: nothing changed')),
    },
  );
  figures.writes.push({
    label: `with ${many}`,
    write: await afterAdding(() => timeWriteToServed(bench, 'many')),
  });

  console.log(formatBench(figures).join('\n'));
  console.log('');
  console.log(`Median-run reports: ${REPORTS}/<route>.html. Stack log: ${bench.logFile}.`);
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  return allMeasured(figures) ? 0 : 1;
});
