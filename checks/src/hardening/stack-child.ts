import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { graceSecondsFrom } from '@club/functions';
import { startStack } from '@club/local';
import { TEST_PASSWORD_COST } from '@club/testkit';

/**
 * The local stack in a process of its own, driven by the hardening suite over IPC: it can be
 * asked for its memory after a full GC (the soak check), and killed outright (durability).
 */
const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR!;
const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! };

const collect = () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start this process with --expose-gc');
  // Several rounds: finalizers and weak references free more on the second and third.
  for (let i = 0; i < 3; i += 1) gc();
};

// The stack's own log (the API's requests and errors) stays in its data folder, for diagnosis.
const log = (line: string) =>
  appendFileSync(join(dataDir, 'stack.log'), `${new Date().toISOString()} ${line}\n`);

const stack = await startStack({
  port,
  dataDir,
  admin,
  log,
  fileSweepGraceSeconds: graceSecondsFrom(process.env.FILE_SWEEP_GRACE_SECONDS),
  passwordCost: TEST_PASSWORD_COST,
}).catch((error: unknown) => {
  const problem = error instanceof Error ? error.message : String(error);
  log(`Could not start: ${problem}`);
  // Exits once the parent has the reason, which it reports in place of the bare exit code.
  process.send!({ type: 'failed', problem }, () => process.exit(1));
  return new Promise<never>(() => {});
});
process.send!({
  type: 'ready',
  url: stack.url,
  seeded: stack.seeded,
  mailUrl: stack.mailUrl,
  dynamodbEndpoint: stack.dynamodbEndpoint,
  s3Endpoint: stack.s3Endpoint,
});

process.on('message', (message: { type: string }) => {
  if (message.type === 'memory') {
    collect();
    process.send!({ type: 'memory', usage: process.memoryUsage() });
  }
  if (message.type === 'stop-mail')
    void stack.stopMail().then(() => process.send!({ type: 'mail-stopped' }));
  if (message.type === 'stop') void stack.stop().then(() => process.exit(0));
});
