import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../local/ports.js';

export interface StackProcess {
  url: string;
  mailUrl: string;
  pid: number;
  /** The stack process's memory after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Kills the stack and everything it started (the API, the emulators) at once: a crash. */
  kill(): Promise<void>;
  /** A clean stop. */
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./stack-child.ts', import.meta.url));

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const reply = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: { type: string } & Record<string, unknown>) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`the stack process exited (${code}) before answering '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

/**
 * Starts the local stack (emulators, the API in serverless-offline, the gateway) in its own
 * process group on `dataDir`, which survives a kill, so a restart finds what was written.
 */
export const launchStack = async (options: {
  dataDir: string;
  admin: { email: string; password: string };
  port?: number;
}): Promise<StackProcess> => {
  const port = options.port ?? (await freePort());
  const child = fork(CHILD, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
    },
    // Its own process group, so a kill reaches serverless-offline too, as a crash would.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await reply<{ url: string; mailUrl: string }>(child, 'ready');
  const killGroup = async (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
    await exited(child);
  };
  return {
    url: ready.url,
    mailUrl: ready.mailUrl,
    pid: child.pid!,
    async memory() {
      const answer = reply<{ usage: NodeJS.MemoryUsage }>(child, 'memory');
      child.send({ type: 'memory' });
      return (await answer).usage;
    },
    kill: () => killGroup('SIGKILL'),
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ type: 'stop' });
      const timer = setTimeout(() => void killGroup('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
};
