import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { DeployError, explain } from './errors.js';

/** The tasks the API function runs for the club as an issuer (functions/src/issuer-task.ts). */
export type IssuerTaskName = 'ensure-issuer' | 'rotate-key' | 'backfill';

/**
 * Asks the stage's API function to run an issuer task and waits: it makes the signing key the
 * first time (in SSM, without it ever leaving AWS), rotates it, or signs the certificates that
 * have no current credential. Resolves with the function's answer.
 */
export const runIssuerTask = async (
  lambda: LambdaClient,
  functionName: string,
  task: IssuerTaskName,
): Promise<Record<string, unknown>> => {
  let answer;
  try {
    answer = await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: JSON.stringify({ task }),
      }),
    );
  } catch (error) {
    throw new DeployError(`Could not run the API function ${functionName}: ${explain(error)}`);
  }
  const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
  if (answer.FunctionError)
    throw new DeployError(
      `The API function ${functionName} could not ${task}: ${text.slice(0, 1000)}`,
    );
  return JSON.parse(text) as Record<string, unknown>;
};

/** One line for a person: what the task did. */
export const issuerSummary = (answer: Record<string, unknown>) => {
  const key = answer.key as { key: string; made: boolean } | undefined;
  const rotated = answer.rotated as { key: string; keys: number } | undefined;
  const backfill = answer.backfill as { issued: number; current: number } | undefined;
  return [
    key ? `Signing key: ${key.key}${key.made ? ' (made now)' : ''}.` : '',
    rotated
      ? `New signing key: ${rotated.key}; the DID document lists ${rotated.keys} keys, so earlier credentials still verify.`
      : '',
    backfill
      ? `Certificates: ${backfill.issued} signed now, ${backfill.current} already signed.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
};
