import { resolve } from 'node:path';
import {
  readConfig,
  signInService,
  auditLog,
  documentClient,
  dynamoRecordStore,
} from '@club/functions';
import { failedCommand } from '../cli-errors.js';
import { ROOT } from '../stack.js';
import { LOCAL_TABLE, openLocalData } from './local-data.js';
import { parseOptions, USAGE, UsageError, type Options } from './options.js';
import { ask, askHidden, readStdinLine } from './prompt.js';

/** `npm run admin`: makes an address an owner or editor with a new password, on a deployed stage or locally. */

// This machine may run Node 20; the SDK's notice about it says nothing about the administrator.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const interactive = process.stdin.isTTY === true;

const readCredentials = async ({ email, passwordStdin }: Options) => {
  if (!email && !interactive)
    throw new UsageError('Give the e-mail with --email when nobody is at the terminal to type it.');
  const address = email ?? (await ask('E-mail: '));
  if (passwordStdin) return { email: address, password: await readStdinLine() };
  if (!interactive)
    throw new UsageError(
      'Type the password at a terminal, or pipe it in with --password-stdin (never as an argument: it would stay in the shell history).',
    );
  const password = await askHidden('New password: ');
  if ((await askHidden('The same password again: ')) !== password)
    throw new Error('The two passwords differ. Nothing was changed.');
  return { email: address, password };
};

/** The table to write to, and how to let go of it afterwards. */
const openTable = async ({ target }: Options) => {
  if (target.kind === 'aws') return { ...target, where: target.table, close: async () => {} };
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const local = await openLocalData(dataDir);
  return {
    table: LOCAL_TABLE,
    region: 'us-east-1',
    endpoint: local.endpoint,
    where: `the local site (${dataDir})`,
    close: local.stop,
  };
};

const main = async () => {
  let table: string | undefined;
  try {
    const options = parseOptions(process.argv.slice(2));
    if (options === 'help') {
      console.log(USAGE);
      return 0;
    }
    const credentials = await readCredentials(options);
    const target = await openTable(options);
    table = target.table;
    try {
      const config = readConfig({
        TABLE_NAME: target.table,
        UPLOADS_BUCKET: 'not-used-here',
        AWS_REGION: target.region,
        DYNAMODB_ENDPOINT: target.endpoint,
      });
      const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME);
      // The owners' audit log says what was done from a terminal, with the table's credentials.
      const audit = auditLog({ records, log: console });
      const admin = signInService({ records, sessionHours: config.SESSION_HOURS, audit });
      const email = credentials.email.trim().toLowerCase();
      const { role } = options;
      console.log(
        (await admin.resetAccount(credentials, role)) === 'created'
          ? `${email} is a new ${role} of ${target.where}. The other accounts are as they were.`
          : `${email} is an active ${role} of ${target.where} with the new password. Every browser signed in to it has been signed out.`,
      );
      return 0;
    } finally {
      await target.close();
    }
  } catch (error) {
    return failedCommand(error, table);
  }
};

process.exitCode = await main();
