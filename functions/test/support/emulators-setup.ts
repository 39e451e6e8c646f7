import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@club/functions';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '@club/emulators';
import { TEST_PASSWORD_COST } from '@club/testkit';
import { ensureTable } from '../../src/storage/table.js';

export const TEST_BUCKET = 'club-uploads-test';
export const TEST_TABLE = 'club-content-test';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorEnv: Record<string, string>;
    /** Where s3rver keeps its buckets, one folder each. */
    s3DataDir: string;
  }
}

/** Real DynamoDB, S3 and SES emulators on free ports for the whole test run, in a throwaway folder. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'club-test-'));
  const emulators = await startEmulators({ dataDir, bucket: TEST_BUCKET });
  const emulatorEnv = {
    TABLE_NAME: TEST_TABLE,
    UPLOADS_BUCKET: TEST_BUCKET,
    DYNAMODB_ENDPOINT: emulators.dynamodbEndpoint,
    S3_ENDPOINT: emulators.s3Endpoint,
    SES_ENDPOINT: emulators.sesEndpoint,
    COOKIE_SECURE: 'true',
    AWS_REGION: 'us-east-1',
    PASSWORD_COST: String(TEST_PASSWORD_COST),
  };
  await ensureTable(readConfig(emulatorEnv));
  project.provide('emulatorEnv', emulatorEnv);
  project.provide('s3DataDir', join(dataDir, 's3'));
  return async () => {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
