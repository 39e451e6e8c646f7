import { certificate, lookupPath } from '@club/model';
import { onLocalStack } from './bench-stack.js';
import { formatReport } from './lighthouse-report.js';
import { measurePages, REPORTS, RUNS } from './measure-pages.js';
import { certificateCodeOf, chosenRoutes } from './site-routes.js';

// `npm run lighthouse`: the built site on the local stack, each public route measured against
// the club's bar. `npm run lighthouse -- home team` measures just those routes, for a quicker
// look while working on them.
const routes = chosenRoutes(process.argv.slice(2));
const started = Date.now();

await onLocalStack('lighthouse', async (bench) => {
  // Without this check a changed seed would quietly measure the "not found" state instead.
  const code = certificateCodeOf();
  const lookup = await fetch(`${bench.stack.url}${lookupPath(certificate, code)}`);
  if (!lookup.ok) throw new Error(`The demo certificate ${code} is not served (${lookup.status}).`);

  const pages = (await measurePages(bench, routes)).map((m) => m.summary);
  console.log(['', ...formatReport(pages, RUNS), ''].join('\n'));
  console.log(`Median-run reports: ${REPORTS}/<route>.html. Stack log: ${bench.logFile}.`);
  console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`);
  return pages.every((p) => p.pass) ? 0 : 1;
});
