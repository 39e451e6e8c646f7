import { readCommandLine, UsageError } from '../errors.js';
import { parseStageOptions } from '../options.js';

export const SMOKE_USAGE = `Checks a deployed stage, or the local stack, end to end, without changing anything on it.

  npm run smoke -- --stage <name> [--region <region>]
  npm run smoke -- --local [--url <address>]

  --stage <name>      the stage to check; its address is read from its stack
  --region <region>   its AWS region (default AWS_REGION, else us-east-1)
  --local             check the stack npm start runs on this computer
  --url <address>     its address (default http://localhost:<PORT>, PORT being 3000 unless set)

It opens the home page, the console and a certificate page, reads the site's content, the
console's lists and a picture, and makes sure the API refuses changes without signing in and
contact messages from other websites. It sends no contact message and creates nothing.
Exit code 0 when every check passed (some may be "not checked"), 1 when one failed.`;

/** A stage, to find through its stack, or an address to check as it is. */
export type SmokeTarget = { stage: string; region: string } | { url: string };

const localUrl = (given: string | undefined, env: NodeJS.ProcessEnv) => {
  const text = given ?? `http://localhost:${env.PORT || 3000}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`"${text}" is not an address: give one like http://localhost:3000.`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
    throw new UsageError(
      `--url ${text} should be the site's address alone, such as http://localhost:3000 (no path).`,
    );
  return url.origin;
};

/** The command line of `npm run smoke`; 'help' when help was asked for. */
export const parseSmokeOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): SmokeTarget | 'help' => {
  const values = readCommandLine(args, {
    stage: { type: 'string', short: 's' },
    region: { type: 'string', short: 'r' },
    local: { type: 'boolean', default: false },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return 'help';
  const { stage, region, local, url } = values;
  if (stage !== undefined && local)
    throw new UsageError('Check either a stage (--stage <name>) or the local stack (--local).');
  if (local) {
    if (region !== undefined) throw new UsageError('--region goes with --stage, not --local.');
    return { url: localUrl(url, env) };
  }
  if (url !== undefined) throw new UsageError('--url goes with --local: --local --url <address>.');
  if (stage === undefined)
    throw new UsageError(
      'Say what to check: --stage <name> (prod, test...) or --local for the stack npm start runs.',
    );
  // The deploy's own rules for a stage's name and region, so both commands read them alike.
  const options = parseStageOptions(
    ['--stage', stage, ...(region === undefined ? [] : ['--region', region])],
    env,
  );
  if (options === 'help') return 'help';
  return { stage: options.stage, region: options.region };
};
