import { resolve } from 'node:path';
import { graceSecondsFrom } from '@club/functions';
import { ROOT, startStack } from './stack.js';

/** `npm start` (builds) and `npm run dev` (hot reload): the whole club site on one port. */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@club.local',
  password: process.env.ADMIN_PASSWORD ?? 'robotics-admin',
};

const stack = await startStack({
  port,
  dataDir: resolve(ROOT, process.env.DATA_DIR ?? '.data'),
  admin,
  dev,
  log: (line) => console.log(line),
  fileSweepGraceSeconds: graceSecondsFrom(process.env.FILE_SWEEP_GRACE_SECONDS),
}).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
  Club site      ${stack.url}/
  Admin console  ${stack.url}/admin   (first login: ${admin.email} / ${process.env.ADMIN_PASSWORD ? 'your ADMIN_PASSWORD' : admin.password})
  Sent mail      ${stack.mailUrl}/
  ${dev ? 'Hot reload is on. ' : ''}Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
