import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type * as z from 'zod';

/** A call to another function that did not give the answer asked for; the message says why. */
export class FunctionCallError extends Error {}

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Lambda's account of a failed invocation, `{ errorType, errorMessage }`, or the text as it is. */
const failureOf = (text: string) => {
  const failure = parsedJson(text) as { errorType?: unknown; errorMessage?: unknown } | undefined;
  return typeof failure?.errorMessage === 'string' && failure.errorMessage
    ? failure.errorMessage
    : text.trim().slice(0, 1000) || 'no message';
};

/**
 * Invokes a function of the club's (the media, publish or API function) with a request of its
 * contract (calls/*.ts) and waits: resolves with its answer, checked against the contract, or
 * throws a FunctionCallError that quotes the function.
 */
export const invokeAndWait = async <Answer>({
  lambda,
  functionName,
  request,
  answer,
  calling = `the function ${functionName}`,
}: {
  lambda: LambdaClient;
  functionName: string;
  request: unknown;
  answer: z.ZodType<Answer>;
  /** The function as the messages name it: 'the publish function robotics-club-prod-publish'. */
  calling?: string;
}): Promise<Answer> => {
  const Calling = calling.charAt(0).toUpperCase() + calling.slice(1);
  const invoked = await lambda
    .send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: JSON.stringify(request),
      }),
    )
    .catch((error: unknown) => {
      throw new FunctionCallError(`Could not run ${calling}: ${(error as Error).message}`, {
        cause: error,
      });
    });
  const text = new TextDecoder().decode(invoked.Payload ?? new Uint8Array());
  if (invoked.FunctionError) throw new FunctionCallError(`${Calling} failed: ${failureOf(text)}`);
  const checked = answer.safeParse(parsedJson(text));
  if (!checked.success)
    throw new FunctionCallError(
      `${Calling} answered what this checkout does not understand (${text.slice(0, 200) || 'nothing'}): are the function and this checkout of different versions?`,
    );
  return checked.data;
};

/**
 * Queues a request for a function without waiting: Lambda runs it, and retries it twice should
 * it fail. Resolves once Lambda has taken the request.
 */
export const invokeQueued = async ({
  lambda,
  functionName,
  request,
}: {
  lambda: LambdaClient;
  functionName: string;
  request: unknown;
}) => {
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: JSON.stringify(request),
    }),
  );
};
