import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { adminPath } from '@club/model';
import { ROOT } from '@club/local';

// `npm run bench:functions`: what each function's deploy weighs, and how fast the API starts.
const COLD_STARTS = 9;
const run = promisify(execFile);
const serverless = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');

/**
 * A fresh Node process, as Lambda starts one: loads the packaged handler and answers one
 * request that needs no storage (the protected check without a session: 401). The bundle
 * carries the AWS SDK clients it uses, so the zip alone is loaded, as on Lambda.
 */
const COLD_START = `
const { handler } = require(process.argv[1]);
const loaded = performance.now();
const http = { method: 'GET', path: '${adminPath('protected')}', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' };
const event = { version: '2.0', routeKey: 'ANY /api/{proxy+}', rawPath: http.path, rawQueryString: '',
  headers: { host: 'bench' }, isBase64Encoded: false,
  requestContext: { http, requestId: 'bench', routeKey: 'ANY /api/{proxy+}', stage: '$default', timeEpoch: Date.now() } };
Promise.resolve(handler(event, { awsRequestId: 'bench' })).then((answer) =>
  console.log(JSON.stringify({ loaded, answered: performance.now(), status: answer.statusCode,
    cpu: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    sharp: Object.keys(require.cache).some((k) => /[\\\\/]sharp[\\\\/]/.test(k)) })));
`;

const KB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const unzip = async (zip: JSZip, into: string) => {
  for (const [name, entry] of Object.entries(zip.files)) {
    if (entry.dir) continue;
    await mkdir(dirname(join(into, name)), { recursive: true });
    await writeFile(join(into, name), await entry.async('uint8array'));
  }
};

const out = await mkdtemp(join(tmpdir(), 'club-bench-package-'));
const work = await mkdtemp(join(tmpdir(), 'club-bench-build-'));
try {
  await run(process.execPath, [serverless, 'package', '--package', out], {
    cwd: ROOT,
    env: { ...process.env, SLS_TELEMETRY_DISABLED: '1', ESBUILD_WORK_FOLDER: relative(ROOT, work) },
  });
  console.log('\nFunctions as `serverless package` builds them\n');
  let api: JSZip | undefined;
  for (const name of (await readdir(out)).filter((n) => n.endsWith('.zip')).sort()) {
    const zip = await JSZip.loadAsync(await readFile(join(out, name)));
    if (name === 'api.zip') api = zip;
    // The handler's bundle, under its workspace's src/ (functions/, publish/).
    const bundle = Object.values(zip.files).find((f) => /^[\w-]+\/src\/[^/]+\.js$/.test(f.name));
    if (!bundle) throw new Error(`${name} holds no handler bundle (<workspace>/src/<name>.js).`);
    const bundleSize = (await bundle.async('uint8array')).byteLength;
    console.log(
      `${name.padEnd(12)} zip ${KB((await stat(join(out, name))).size).padStart(8)}   ${bundle.name} ${KB(bundleSize)}`,
    );
  }
  if (!api) throw new Error('serverless package made no api.zip');
  const unpacked = join(work, 'api');
  await unzip(api, unpacked);
  const times: { loaded: number; answered: number; cpu: number; status: number; sharp: boolean }[] =
    [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const { stdout } = await run(
      process.execPath,
      ['-e', COLD_START, join(unpacked, 'functions/src/handler.js')],
      {
        env: {
          ...process.env,
          TABLE_NAME: 'bench',
          UPLOADS_BUCKET: 'bench',
          AWS_REGION: 'us-east-1',
          POWERTOOLS_LOG_LEVEL: 'SILENT',
        },
      },
    );
    times.push(JSON.parse(stdout));
  }
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `\nAPI cold start, median of ${COLD_STARTS} fresh processes: handler loaded ${ms(median(times.map((t) => t.loaded)))}, first answer ${ms(median(times.map((t) => t.answered)))}, CPU ${ms(median(times.map((t) => t.cpu)))} (status ${times[0]!.status}; sharp loaded: ${times.some((t) => t.sharp) ? 'yes' : 'no'})`,
  );
} finally {
  await rm(out, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
}
