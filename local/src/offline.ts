import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from '@club/emulators';

export interface OfflineOptions {
  root: string;
  env: Record<string, string>;
  /** Rebuild the handler when its source changes (npm run dev). */
  reload: boolean;
  log: (line: string) => void;
  /** The API's port to try first (tests); by default one the OS has free. */
  port?: number;
}

export interface Offline {
  url: string;
  /**
   * serverless-offline's answer to Lambda's Invoke API, which the API calls its media function
   * through (LAMBDA_ENDPOINT), as it calls Lambda in AWS.
   */
  lambdaUrl: string;
  stop(): Promise<void>;
}

/** The media function's name under serverless-offline (serverless.yml: <service>-<stage>-media). */
export const MEDIA_FUNCTION = 'robotics-club-dev-media';

const serverlessBin = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');

// Attempts at a port pair before giving up; each loses only if another run takes its port first.
const ATTEMPTS = 4;
// Patience, not a speed check: beside other test suites on two cores the bundling alone took
// past 3 minutes. A start that fails says so; one that is slow is only slow.
const STARTUP_MS = 600_000;

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

class PortTaken extends Error {}

const BUILDS = '.esbuild-runs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A bundle folder of this run's own under the checkout (serverless.yml's `outputWorkFolder`;
 * the bundle finds the AWS SDK in the checkout's node_modules from there). Folders of runs that
 * were killed, named by their process, are cleared on the way.
 */
const buildFolder = (root: string) => {
  const base = join(root, BUILDS);
  mkdirSync(base, { recursive: true });
  for (const name of readdirSync(base)) {
    const pid = Number(name.split('-')[0]);
    if (!alive(pid)) rmSync(join(base, name), { recursive: true, force: true });
  }
  const folder = `${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    relative: `${BUILDS}/${folder}`,
    remove: () => rmSync(join(base, folder), { recursive: true, force: true }),
  };
};

/** Two distinct free ports: the API's and serverless-offline's own Lambda invoke endpoint. */
const portPair = async (first?: number) => {
  const http = first ?? (await freePort());
  let lambda = await freePort();
  while (lambda === http) lambda = await freePort();
  return { http, lambda };
};

/**
 * One try. serverless-offline cannot listen on port 0 (it prints and uses the number it was
 * given), so it gets a port that was free a moment ago. Another run may bind that port before
 * this child does; the child then exits with EADDRINUSE, while a probe of the port would be
 * answered by the other run's server. So the API counts as up only once this child has said
 * it listens ("Server ready" on our port: hapi binds before it prints that), and only then is
 * the port probed.
 */
const startOnce = async (
  { root, env, reload, log }: OfflineOptions,
  ports: { http: number; lambda: number },
) => {
  const args = ['offline', 'start', '--host', '127.0.0.1', '--httpPort', `${ports.http}`];
  args.push('--lambdaPort', `${ports.lambda}`);
  // Normally in process, like one warm Lambda container: worker threads cold-start the bundle
  // once per concurrent request (the dashboard sends 14) and load sharp's native module once
  // per thread. Hot reload needs a fresh worker per request, since a process caches modules.
  args.push(reload ? '--reloadHandler' : '--useInProcess');
  const build = buildFolder(root);
  const lambdaUrl = `http://127.0.0.1:${ports.lambda}`;
  const child = spawn(process.execPath, [serverlessBin, ...args], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      LAMBDA_ENDPOINT: lambdaUrl,
      // The deployed API's comes from AWS (serverless.yml); here the gateway is the only way in.
      EDGE_SECRET: '',
      // Nor a CDN whose copies a publish would drop (serverless.yml, functions.publish).
      DISTRIBUTION_ID: '',
      ESBUILD_WORK_FOLDER: build.relative,
      SLS_TELEMETRY_DISABLED: '1',
      SLS_NOTIFICATIONS_MODE: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', build.remove);
  const url = `http://127.0.0.1:${ports.http}`;
  let listening = false;
  let portTaken = false;
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `serverless-offline exited (${signal ?? code})`));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) =>
      chunk
        .split('\n')
        .filter((l) => l.trim())
        .forEach((line) => {
          if (line.includes(`Server ready: ${url}`)) listening = true;
          if (line.includes('EADDRINUSE')) portTaken = true;
          log(line);
        }),
    );
  }
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (exited) throw portTaken ? new PortTaken(exited) : new Error(exited);
    // The router's answer (here 401) means the function is loaded and serving.
    if (listening && (await fetch(`${url}/api/admin/protected`).catch(() => undefined))) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`serverless-offline did not start within ${STARTUP_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, lambdaUrl, stop: () => stopChild(child) };
};

/** serverless-offline running the API and media functions exactly as serverless.yml declares them. */
export const startOffline = async (options: OfflineOptions): Promise<Offline> => {
  for (let attempt = 1; ; attempt += 1) {
    const ports = await portPair(attempt === 1 ? options.port : undefined);
    try {
      return await startOnce(options, ports);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === ATTEMPTS) throw error;
      options.log(`Port ${ports.http} or ${ports.lambda} was taken meanwhile; trying others.`);
    }
  }
};
