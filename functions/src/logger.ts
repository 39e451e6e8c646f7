import { Logger } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** How the API's lines are found in CloudWatch (and in the local stack's log). */
export const SERVICE_NAME = 'robotics-club-api';

/**
 * The API's logger: one JSON line per entry. The level comes from POWERTOOLS_LOG_LEVEL
 * (INFO when unset); tests may pass their own options, a SILENT level for one.
 */
export const createLogger = (options: ConstructorOptions = {}) =>
  new Logger({ serviceName: SERVICE_NAME, ...options });

/**
 * Runs one invocation with API Gateway's request id on every line it logs, so that a failure
 * reported by a person can be found by the id; the id is cleared afterwards, so the next
 * invocation of this warm Lambda never logs under it.
 */
export const withRequestLog =
  <R>(logger: Logger, handle: (event: APIGatewayProxyEventV2, context: Context) => Promise<R>) =>
  async (event: APIGatewayProxyEventV2, context: Context): Promise<R> => {
    logger.setCorrelationId(event.requestContext?.requestId);
    if (context?.awsRequestId) logger.addContext(context);
    try {
      return await handle(event, context);
    } finally {
      logger.resetKeys();
    }
  };
