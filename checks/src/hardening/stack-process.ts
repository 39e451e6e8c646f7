import { fork, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface StackProcess {
  url: string;
  mailUrl: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  pid: number;
  /** Whether this start added the demo content (only a start on an empty data folder does). */
  seeded: boolean;
  /** The stack process's memory after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** The resident memory (bytes) of the stack's whole process group: emulators, gateway and the API. */
  groupMemory(): Promise<number>;
  /** Stops the SES emulator alone: from then on the contact form's mail fails. */
  stopMail(): Promise<void>;
  /** Kills the stack and everything it started (the API, the emulators) at once: a crash. */
  kill(): Promise<void>;
  /** A clean stop. */
  stop(): Promise<void>;
}

/** Sums the resident set of every process in group `pgid`, from /proc (Linux). */
const groupResidentBytes = async (pgid: number) => {
  const page = 4096;
  let pages = 0;
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) pages += Number(fields[21]);
  }
  return pages * page;
};

const CHILD = fileURLToPath(new URL('./stack-child.ts', import.meta.url));

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const reply = <T>(child: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (message: { type: string } & Record<string, unknown>) => {
      if (message.type !== type && message.type !== 'failed') return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message.type === 'failed')
        reject(new Error(`the stack did not start: ${message.problem}`));
      else resolve(message as T);
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
  /** How old a file no record names must be to be removed at start (default an hour). */
  fileSweepGraceSeconds?: number;
}): Promise<StackProcess> => {
  const child = fork(CHILD, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: {
      ...process.env,
      // 0: the stack binds a port the OS picks and reports its address when ready.
      PORT: String(options.port ?? 0),
      DATA_DIR: options.dataDir,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
      ...(options.fileSweepGraceSeconds === undefined
        ? {}
        : { FILE_SWEEP_GRACE_SECONDS: String(options.fileSweepGraceSeconds) }),
    },
    // Its own process group, so a kill reaches serverless-offline too, as a crash would.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await reply<{
    url: string;
    seeded: boolean;
    mailUrl: string;
    dynamodbEndpoint: string;
    s3Endpoint: string;
  }>(child, 'ready');
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
    seeded: ready.seeded,
    mailUrl: ready.mailUrl,
    dynamodbEndpoint: ready.dynamodbEndpoint,
    s3Endpoint: ready.s3Endpoint,
    pid: child.pid!,
    groupMemory: () => groupResidentBytes(child.pid!),
    async stopMail() {
      const answer = reply(child, 'mail-stopped');
      child.send({ type: 'stop-mail' });
      await answer;
    },
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
