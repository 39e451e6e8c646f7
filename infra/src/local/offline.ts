import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort, waitFor } from './ports.js';

export interface OfflineOptions {
  root: string;
  env: Record<string, string>;
  /** Rebuild the handler when its source changes (npm run dev). */
  reload: boolean;
  log: (line: string) => void;
}

export interface Offline {
  url: string;
  stop(): Promise<void>;
}

const serverlessBin = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');

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

/** serverless-offline running the API function exactly as serverless.yml declares it. */
export const startOffline = async ({
  root,
  env,
  reload,
  log,
}: OfflineOptions): Promise<Offline> => {
  const httpPort = await freePort();
  const lambdaPort = await freePort();
  const args = ['offline', 'start', '--host', '127.0.0.1', '--httpPort', `${httpPort}`];
  args.push('--lambdaPort', `${lambdaPort}`);
  // Normally in process, like one warm Lambda container: worker threads cold-start the bundle
  // once per concurrent request (the dashboard sends 14) and load sharp's native module once
  // per thread. Hot reload needs a fresh worker per request, since a process caches modules.
  args.push(reload ? '--reloadHandler' : '--useInProcess');
  const child = spawn(process.execPath, [serverlessBin, ...args], {
    cwd: root,
    env: { ...process.env, ...env, SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `serverless-offline exited (${signal ?? code})`));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) =>
      chunk
        .split('\n')
        .filter((l) => l.trim())
        .forEach(log),
    );
  }
  const url = `http://127.0.0.1:${httpPort}`;
  try {
    await waitFor(
      'serverless-offline',
      async () => {
        if (exited) throw new Error(exited);
        // Any answer from the router (here 401) means the function is loaded and serving.
        await fetch(`${url}/api/admin/protected`);
      },
      120_000,
    );
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
};
