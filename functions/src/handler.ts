import type { Context } from 'aws-lambda';
import { createHandler } from './app.js';
import { readConfig } from './config.js';
import { buildDeps } from './deps.js';
import { isIssuerTask, runIssuerTask } from './issuer-task.js';

const deps = buildDeps(readConfig());
const http = createHandler(deps);

/** API Gateway's requests, and the issuer tasks a deploy invokes the function with directly. */
export const handler = async (event: Parameters<typeof http>[0], context: Context) =>
  isIssuerTask(event) ? runIssuerTask(deps.issuer, event) : http(event, context);
