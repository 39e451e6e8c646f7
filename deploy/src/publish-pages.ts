import type { LambdaClient } from '@aws-sdk/client-lambda';
import {
  FunctionCallError,
  invokeAndWait,
  publishAnswer,
  type PublishReport,
  type PublishRequest,
} from '@club/functions/calls';
import { DeployError } from './errors.js';

/** A deploy's publish, in the numbers the deploy prints. */
export interface PagesPublished {
  /** Every file the content makes: the pages, the 404 page and the site data. */
  files: number;
  /** Those written or removed because their bytes changed. */
  changed: number;
  /** The paths CloudFront was told to drop (one `/*` past ten). */
  invalidated: string[];
  /** The function's own time making them, which the deploy waited for. */
  ms: number;
}

/**
 * The publish function's answer, summed over its runs: it publishes again, before answering,
 * when the content changed while it published.
 */
const summed = (reports: PublishReport[]): PagesPublished => ({
  files: reports.at(-1)!.files,
  changed: reports.reduce((sum, r) => sum + r.written.length + r.removed.length, 0),
  invalidated: [...new Set(reports.flatMap((r) => r.invalidated))],
  ms: reports.reduce((sum, r) => sum + r.ms, 0),
});

/**
 * Has the stage's publish function make every page now from the build just uploaded (its
 * index.html is their template), and waits for it: `wait` makes it wait for a publish already
 * running (a write's), then publish. Resolves with what it did; a failure is a DeployError that
 * quotes the function. A local start (`takeOver`) takes over a lease a killed run left.
 */
export const publishPages = async (
  lambda: LambdaClient,
  functionName: string,
  { reason = 'deploy', takeOver = false }: { reason?: string; takeOver?: boolean } = {},
): Promise<PagesPublished> => {
  const request: PublishRequest = { reason, wait: true, ...(takeOver ? { takeOver } : {}) };
  const calling = `the publish function ${functionName}`;
  const answer = await invokeAndWait({
    lambda,
    functionName,
    request,
    answer: publishAnswer,
    calling,
  }).catch((error: unknown) => {
    throw error instanceof FunctionCallError ? new DeployError(error.message) : error;
  });
  if (answer.outcome === 'left to another')
    throw new DeployError(
      `The publish function ${functionName} waited 90 s for a publish already running, which did not finish (or stopped without saying so): the pages may not show this build yet. Run npm run deploy again in two minutes.`,
    );
  if (answer.reports.length === 0)
    throw new DeployError(
      `The publish function ${functionName} answered that it published without saying what: are the function and this checkout of different versions?`,
    );
  return summed(answer.reports);
};
