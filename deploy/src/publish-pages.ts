import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { DeployError, explain } from './errors.js';

/** What one publish did, as the publish function reports it (publish/src/publisher.ts). */
interface PublishReport {
  files: number;
  written: string[];
  removed: string[];
  invalidated: string[];
  ms: number;
}

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

const isReport = (value: unknown): value is PublishReport => {
  const r = value as PublishReport;
  return (
    typeof r?.files === 'number' &&
    typeof r.ms === 'number' &&
    [r.written, r.removed, r.invalidated].every(Array.isArray)
  );
};

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

/** The text of an error Lambda returns for the function: its message, else the whole text. */
const errorOf = (text: string) => {
  try {
    const { errorMessage } = JSON.parse(text) as { errorMessage?: unknown };
    if (typeof errorMessage === 'string' && errorMessage) return errorMessage;
  } catch {
    // Not Lambda's JSON: the text as it is.
  }
  return text.trim() || 'no message';
};

/**
 * Has the stage's publish function make every page now from the build just uploaded (its
 * index.html is their template), and waits for it: `wait` makes it wait for a publish already
 * running (a write's), then publish. Resolves with what it did; a failure is a DeployError that
 * quotes the function.
 */
export const publishPages = async (
  lambda: LambdaClient,
  functionName: string,
): Promise<PagesPublished> => {
  let answer;
  try {
    answer = await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: JSON.stringify({ reason: 'deploy', wait: true }),
      }),
    );
  } catch (error) {
    throw new DeployError(`Could not run the publish function ${functionName}: ${explain(error)}`);
  }
  const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
  if (answer.FunctionError)
    throw new DeployError(
      `The publish function ${functionName} failed: ${errorOf(text).slice(0, 1000)}`,
    );
  let reports: unknown;
  let outcome: unknown;
  try {
    ({ reports, outcome } = JSON.parse(text) as { reports?: unknown; outcome?: unknown });
  } catch {
    // Told below.
  }
  if (outcome === 'left to another')
    throw new DeployError(
      `The publish function ${functionName} waited 90 s for a publish already running, which did not finish (or stopped without saying so): the pages may not show this build yet. Run npm run deploy again in two minutes.`,
    );
  if (!Array.isArray(reports) || reports.length === 0 || !reports.every(isReport))
    throw new DeployError(
      `The publish function ${functionName} answered what this deploy does not understand (${text.slice(0, 200) || 'nothing'}): are the function and this checkout of different versions?`,
    );
  return summed(reports);
};
