import type { LambdaClient } from '@aws-sdk/client-lambda';
import { invokeQueued } from '../calls/invoke.js';
import { CONTENT_CHANGED } from '../calls/publish.js';
import type { PublishRequest } from '../domain/ports.js';
import { asError, type Log } from '../domain/log.js';

/**
 * Asks the publish function (publish/) to make the pages again, without waiting for it: an
 * asynchronous invocation is queued by Lambda, which retries it should it fail. Writes in a
 * burst each ask; the function makes one publish of them (publish/src/coalesce.ts).
 */
export const invokedPublisher = ({
  lambda,
  functionName,
  log,
}: {
  lambda: LambdaClient;
  /** Unset: this API publishes nothing (tools and tests without the function). */
  functionName: string | undefined;
  log: Log;
}): PublishRequest => {
  return async () => {
    if (!functionName) return;
    try {
      await invokeQueued({ lambda, functionName, request: CONTENT_CHANGED });
    } catch (error) {
      log.error(`Could not ask ${functionName} to publish the pages`, asError(error));
    }
  };
};
