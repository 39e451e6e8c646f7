import { appendFileSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@club/local';
import { E2E_ADMIN } from './admin.js';

/** The same stack as npm start (built site and console), on a port the OS picks, with a throwaway data folder. */
export default async function globalSetup() {
  const dataDir = await mkdtemp(join(tmpdir(), 'club-e2e-'));
  // The stack's own log (API requests, errors) is kept beside the test results for diagnosis.
  mkdirSync('test-results', { recursive: true });
  const log = (line: string) =>
    appendFileSync('test-results/stack.log', `${new Date().toISOString()} ${line}\n`);
  const stack = await startStack({ dataDir, admin: E2E_ADMIN, log });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
