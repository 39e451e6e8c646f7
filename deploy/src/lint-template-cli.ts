import { parseArgs } from 'node:util';
import { ACKNOWLEDGEMENTS } from '../cloudformation/lint-acknowledgements.js';
import { lintTemplate, type Finding } from './lint-template.js';
import { packagedTemplate } from './packaged-template.js';

/**
 * `npm run lint:template -- [--stage prod]`: packages the stage as a deploy would and lints its
 * template; exits 1 when a finding is neither fixed nor acknowledged.
 */

const { values } = parseArgs({ options: { stage: { type: 'string', default: 'prod' } } });
const stage = values.stage;

// Dimmed on a terminal only, so that a log file keeps plain text.
const dim = (text: string) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[22m` : text);
const line = (mark: string, f: Finding) =>
  `${mark} ${f.rule}${f.resource ? ` on ${f.resource}` : ''}: ${f.message}`;

console.log(`Packaging stage ${stage} and linting its template...`);
try {
  const { unacknowledged, acknowledged } = lintTemplate(
    await packagedTemplate(stage),
    ACKNOWLEDGEMENTS,
  );
  for (const f of acknowledged)
    console.log(dim(`${line('ok', f)}\n     acknowledged: ${f.reason}`));
  for (const f of unacknowledged) console.log(line('FIX', f));
  console.log(
    unacknowledged.length
      ? `\n${unacknowledged.length} finding(s) to fix in the template, or to acknowledge with a reason in deploy/cloudformation/lint-acknowledgements.ts.`
      : `\nNo finding left (${acknowledged.length} acknowledged).`,
  );
  process.exitCode = unacknowledged.length ? 1 : 0;
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
