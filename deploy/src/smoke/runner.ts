import { API_CHECKS } from './api-checks.js';
import { CheckFailed, NotChecked, openSite, type Check, type Site } from './check.js';
import { PAGE_CHECKS } from './page-checks.js';
import { PUBLISHED_PAGE_CHECKS } from './published-page-checks.js';
import { Unreachable } from './probe.js';
import { REFUSAL_CHECKS } from './refusal-checks.js';

/** Every check, in the order they run: the home page first, since nothing else works without it. */
export const SMOKE_CHECKS: readonly Check[] = [
  ...PAGE_CHECKS,
  ...PUBLISHED_PAGE_CHECKS,
  ...API_CHECKS,
  ...REFUSAL_CHECKS,
];

export type Outcome =
  | { result: 'passed' }
  | { result: 'failed'; why: string; unreachable?: boolean }
  | { result: 'not checked'; why: string };

export interface CheckResult {
  name: string;
  outcome: Outcome;
}

export interface SmokeOptions {
  /** The uploads bucket's origin, which the pages' policy names; a stage's stack says it. */
  uploadsOrigin?: string;
  timeoutMs?: number;
}

const MARK = { passed: '✓', failed: '✗', 'not checked': '–' } as const;

const outcomeOf = async (check: Check, site: Site): Promise<Outcome> => {
  try {
    await check.run(site);
    return { result: 'passed' };
  } catch (error) {
    if (error instanceof NotChecked) return { result: 'not checked', why: error.message };
    if (error instanceof CheckFailed) return { result: 'failed', why: error.message };
    if (error instanceof Unreachable)
      return { result: 'failed', why: error.message, unreachable: true };
    return {
      result: 'failed',
      why: `Something unexpected went wrong while checking "${check.name}": ${(error as Error).message}`,
    };
  }
};

/** The run's last line: how many passed, failed and were not checked. */
export const summaryOf = (results: readonly CheckResult[]) => {
  const count = (result: Outcome['result']) =>
    results.filter((r) => r.outcome.result === result).length;
  const failed = count('failed');
  const skipped = count('not checked');
  const parts = [`${count('passed')} passed`, `${failed} failed`];
  if (skipped > 0) parts.push(`${skipped} not checked`);
  return `${parts.join(', ')}.${failed > 0 ? ' What each failed check found is above.' : ''}`;
};

/**
 * Runs every check against the site at `siteUrl`, telling each as it ends; nothing on the site
 * is changed. Resolves with the names of the checks that failed (none when all passed).
 */
export const runSmokeChecks = async (
  siteUrl: string,
  log: (line: string) => void,
  options: SmokeOptions = {},
) => {
  const site = openSite(siteUrl, options);
  log(`Checking ${site.origin} (it changes nothing there):`);
  const results: CheckResult[] = [];
  for (const check of SMOKE_CHECKS) {
    const outcome = await outcomeOf(check, site);
    results.push({ name: check.name, outcome });
    log(`${MARK[outcome.result]} ${check.name}`);
    if (outcome.result !== 'passed') log(`    ${outcome.why}`);
    // Without the home page nothing else answers either: one line for the rest, not ten.
    if (results.length === 1 && outcome.result === 'failed' && outcome.unreachable) {
      const rest = SMOKE_CHECKS.slice(1);
      const why = `not checked: ${site.origin} did not answer.`;
      results.push(
        ...rest.map(({ name }) => ({ name, outcome: { result: 'not checked', why } }) as const),
      );
      log(
        `${MARK['not checked']} The other ${rest.length} checks were not made: ${site.origin} did not answer.`,
      );
      break;
    }
  }
  log(summaryOf(results));
  return {
    results,
    failed: results.filter((r) => r.outcome.result === 'failed').map((r) => r.name),
  };
};

/** What `npm run deploy` says when the new stage does not pass its checks. */
export const deployedButFailing = (failed: readonly string[], rerun: string) =>
  [
    `The stage is deployed, but these checks failed: ${failed.join('; ')}. What each found is above.`,
    'On a first deploy CloudFront may still be spreading the new distribution and its settings',
    `(up to about 15 minutes): wait, then check again with ${rerun}`,
  ].join('\n');
