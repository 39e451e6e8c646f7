import { createHandler } from './app.js';
import { readConfig } from './config.js';
import { buildDeps } from './deps.js';

export const handler = createHandler(buildDeps(readConfig()));
