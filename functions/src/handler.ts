import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createApp } from './app.js';
import { readConfig } from './config.js';
import { buildDeps } from './deps.js';

const app = createApp(buildDeps(readConfig()));

// serverless-offline sends null where API Gateway omits a key; Powertools accepts only the latter.
const withoutNulls = (event: APIGatewayProxyEventV2) =>
  Object.fromEntries(
    Object.entries(event).filter(([, value]) => value !== null),
  ) as APIGatewayProxyEventV2;

export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  app.resolve(withoutNulls(event), context);
