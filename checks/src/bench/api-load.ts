import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminPath, certificate, restPath, SESSION_COOKIE } from '@club/model';
import { buildDeps, readConfig, ensureTable } from '@club/functions';
import { localApiEnv, startEmulators, type Emulators } from '@club/emulators';
import { startOffline, type Offline, ROOT, BUCKET, TABLE } from '@club/local';
import { addCertificates } from './bench-certificates.js';

// `npm run bench:api`: what one console page of certificates costs once there are thousands,
// signed in as the console is (certificates hold e-mail addresses: their list needs a session,
// and every signed-in call reads the session and its account).
const CERTIFICATES = 1000;
const SEQUENTIAL = 200;
const CONNECTIONS = 10;
const PER_CONNECTION = 50;
const PAGE = `${restPath(certificate)}?range=${encodeURIComponent('[0,9]')}`;
const COUNT_ONLY = `${restPath(certificate)}?range=${encodeURIComponent('[0,-1]')}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const OWNER = { email: 'bench@club.local', password: 'bench owner password' };
let cookie = '';

const timed = async (url: string) => {
  const started = performance.now();
  const answer = await fetch(url, { headers: { cookie } });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - started;
};

const figures = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${label.padEnd(44)} p50 ${ms(percentile(sorted, 50)).padStart(9)}   p95 ${ms(percentile(sorted, 95)).padStart(9)}   (${times.length} calls)`,
  );
};

const dataDir = await mkdtemp(join(tmpdir(), 'club-api-load-'));
let emulators: Emulators | undefined;
let offline: Offline | undefined;
try {
  emulators = await startEmulators({ dataDir, bucket: BUCKET });
  const env = localApiEnv(emulators, { table: TABLE, bucket: BUCKET });
  const config = readConfig(env);
  await ensureTable(config);
  const deps = buildDeps(config);
  await deps.admin.ensureAccount(OWNER);
  await addCertificates(deps.records, CERTIFICATES);
  offline = await startOffline({ root: ROOT, env, reload: false, log: () => {} });
  const base = offline.url;
  const login = await fetch(`${base}${adminPath('login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  cookie =
    login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  if (!cookie) throw new Error(`The bench could not sign in: ${login.status}`);

  const first = await timed(`${base}${PAGE}`);
  console.log(`\nAPI load: ${CERTIFICATES} certificates, GET ${decodeURIComponent(PAGE)}\n`);
  console.log(
    `${'first page after the certificates were added'.padEnd(44)} ${first.toFixed(1)} ms`,
  );

  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await timed(`${base}${PAGE}`));
  figures('one page, one connection', sequential);

  const parallel: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = 0; i < PER_CONNECTION; i++) parallel.push(await timed(`${base}${PAGE}`));
    }),
  );
  figures(`one page, ${CONNECTIONS} connections`, parallel);

  const counts: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) counts.push(await timed(`${base}${COUNT_ONLY}`));
  figures('the count alone (dashboard), one connection', counts);
} finally {
  await offline?.stop();
  await emulators?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
