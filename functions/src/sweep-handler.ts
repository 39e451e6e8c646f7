import { readConfig } from './config.js';
import { buildFileSweep } from './sweep-deps.js';
import { graceSecondsFrom } from './domain/files/file-sweep.js';
import { createLogger } from './logger.js';

const logger = createLogger();
const sweep = buildFileSweep(readConfig());

/** Runs daily (serverless.yml, functions.sweep): removes the stored files no record names. */
export const handler = async () => {
  const { removed } = await sweep.sweep({
    graceSeconds: graceSecondsFrom(process.env.FILE_SWEEP_GRACE_SECONDS),
  });
  // The keys, so that a file someone misses can be traced to this run.
  logger.info('Removed the files no record names', { count: removed.length, keys: removed });
  return { removed: removed.length };
};
