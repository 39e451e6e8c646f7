import type { LambdaClient } from '@aws-sdk/client-lambda';
import {
  FunctionCallError,
  invokeAndWait,
  issuerAnswer,
  type IssuerAnswer,
  type IssuerTask,
} from '@club/functions/calls';
import { DeployError } from './errors.js';

/** The tasks the API function runs for the club as an issuer (functions/src/issuer-task.ts). */
export type IssuerTaskName = IssuerTask['task'];

/**
 * Asks the stage's API function to run an issuer task and waits: it makes the signing key the
 * first time (in SSM, without it ever leaving AWS), rotates it, or signs the certificates that
 * have no current credential. Resolves with the function's answer.
 */
export const runIssuerTask = async (
  lambda: LambdaClient,
  functionName: string,
  task: IssuerTaskName,
): Promise<IssuerAnswer> =>
  invokeAndWait({
    lambda,
    functionName,
    request: { task } satisfies IssuerTask,
    answer: issuerAnswer,
    calling: `the API function ${functionName} (${task})`,
  }).catch((error: unknown) => {
    throw error instanceof FunctionCallError ? new DeployError(error.message) : error;
  });

/** One line for a person: what the task did. */
export const issuerSummary = ({ key, rotated, backfill }: IssuerAnswer) => {
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
