import { resolve } from 'node:path';
import { LambdaClient } from '@aws-sdk/client-lambda';
import {
  apiFunctionName,
  issuerSummary,
  readCommandLine,
  runIssuerTask,
  UsageError,
  type IssuerTaskName,
} from '@club/deploy';
import {
  buildIssuer,
  readConfig,
  runIssuerTask as runHere,
  dynamoRecordStore,
  documentClient,
} from '@club/functions';
import { LOCAL_TABLE, openLocalData } from './local-data.js';
import { ROOT } from '../stack.js';
import { ISSUER_KEY_FILE } from '../stack-names.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE = `The club as an issuer of signed certificates (docs/certificates.md).

  npm run credentials -- rotate-key --stage <name> [--region <region>]
      a new signing key; earlier credentials keep verifying (the DID document keeps old keys)
  npm run credentials -- backfill --stage <name> [--region <region>]
      signs every certificate that has no current credential (safe to run again)
  npm run credentials -- <rotate-key|backfill> --local
      the local site's data (DATA_DIR, by default .data), while npm start is stopped

A deploy makes the key the first time and backfills by itself.`;

const TASKS: Record<string, IssuerTaskName> = { 'rotate-key': 'rotate-key', backfill: 'backfill' };

/** The local site's key and table, with its address as npm start serves it (PORT). */
const runLocally = async (task: IssuerTaskName) => {
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const local = await openLocalData(dataDir);
  try {
    const config = readConfig({
      TABLE_NAME: LOCAL_TABLE,
      UPLOADS_BUCKET: 'not-used-here',
      DYNAMODB_ENDPOINT: local.endpoint,
      ISSUER_KEY_FILE: resolve(dataDir, ISSUER_KEY_FILE),
      ISSUER_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`,
    });
    const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME);
    return await runHere(buildIssuer(config, records), { task });
  } finally {
    await local.stop();
  }
};

const main = async () => {
  const [name, ...rest] = process.argv.slice(2);
  const values = readCommandLine(rest, {
    stage: { type: 'string' },
    region: { type: 'string' },
    local: { type: 'boolean', default: false },
  });
  const task = TASKS[name ?? ''];
  if (!task) throw new UsageError(USAGE);
  if (values.local === Boolean(values.stage))
    throw new UsageError('Say which site: --stage <name>, or --local.');
  const answer = values.local
    ? await runLocally(task)
    : await runIssuerTask(
        new LambdaClient({ region: values.region ?? process.env.AWS_REGION ?? 'us-east-1' }),
        apiFunctionName(values.stage!),
        task,
      );
  console.log(issuerSummary(answer));
  if (values.local) console.log('The next npm start publishes the change.');
};

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
