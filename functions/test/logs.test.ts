import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { CONTACT_PATH, legacyPath, team } from '@club/model';
import { ensureTable } from '../src/storage/table.js';
import { createHandler } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { buildDeps } from '../src/deps.js';
import { createLogger, SERVICE_NAME } from '../src/logger.js';
import { httpApiEvent } from './support/events.js';

/** What the API writes to stdout and stderr while `run` runs: in AWS, the lines CloudWatch keeps. */
const captureOutput = async (run: () => Promise<unknown>) => {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines;
};

const apiOn = async (env: Record<string, string>, { createTable = true } = {}) => {
  const config = readConfig({ ...inject('emulatorEnv'), ...env });
  if (createTable) await ensureTable(config);
  const logger = createLogger();
  return { handle: createHandler(buildDeps(config, { logger })), logger };
};

afterEach(() => vi.restoreAllMocks());

describe('the API logs JSON lines a failure can be found by', () => {
  it('logs a 500 once, as one JSON line with the request id and the error’s message', async () => {
    // A table that does not exist: every read fails inside the SDK, as a broken deploy would.
    const { handle, logger } = await apiOn(
      { TABLE_NAME: 'logs-test-no-such-table', UPLOADS_BUCKET: 'logs-test-files' },
      { createTable: false },
    );
    const event = await httpApiEvent('GET', legacyPath(team, 'list'));
    let status: number | undefined;
    const lines = await captureOutput(async () => {
      status = (await handle(event, {} as Context)).statusCode;
    });

    expect(status).toBe(500);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      service: SERVICE_NAME,
      correlation_id: event.requestContext.requestId,
      error: { name: 'ResourceNotFoundException' },
    });
    expect(entry.error.message).toMatch(/not found/i);
    expect(entry.error.stack).toBeTruthy();
    // The next invocation of this warm Lambda does not log under the old id.
    expect(logger.getCorrelationId()).toBeUndefined();
  });

  it('logs a contact message whose mail failed as a warning with its cause and the request id', async () => {
    const { handle } = await apiOn({
      TABLE_NAME: 'logs-test',
      UPLOADS_BUCKET: 'logs-test-files',
      // Nothing listens here: SES fails, the message is kept as failed and logged.
      SES_ENDPOINT: 'http://127.0.0.1:9',
    });
    const event = await httpApiEvent('POST', CONTACT_PATH, {
      json: { name: 'Nadia', email: 'nadia@example.org', subject: 'Visit', message: 'Hello' },
    });
    let status: number | undefined;
    const lines = await captureOutput(async () => {
      status = (await handle(event, {} as Context)).statusCode;
    });

    expect(status).toBe(202);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'WARN',
      service: SERVICE_NAME,
      correlation_id: event.requestContext.requestId,
    });
    expect(entries[0].message).toMatch(/^Could not mail contact message .+; it is kept as failed$/);
    expect(entries[0].error.message).toBeTruthy();
  });
});
