import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '@club/emulators';
import { ROOT, startStack, type Stack } from '@club/local';

export const OUT = join(ROOT, 'test-results');

// Other tools may clear test-results/ while this runs: every write makes sure its folder is there.
export const write = (file: string, text: string, append = false) => {
  mkdirSync(dirname(file), { recursive: true });
  (append ? appendFileSync : writeFileSync)(file, text);
};

export interface BenchStack {
  stack: Stack;
  admin: { email: string; password: string };
  /**
   * serverless-offline's Lambda endpoint, where the publish function can be invoked and waited
   * for. The stack does not hand it out, so it is read from serverless-offline's own log line.
   */
  lambdaUrl: string;
  /** Every line the stack logged so far. */
  logged: readonly string[];
  logFile: string;
  /** Run at the end, however it comes (Ctrl-C included), before the stack stops. */
  onCleanUp(step: () => Promise<void> | void): void;
}

const LAMBDA_ENDPOINT = /Offline \[http for lambda\] listening on (http\S+)/;
const explain = (error: unknown) => (error instanceof Error ? error.stack : String(error));

/**
 * Starts the whole local stack (`npm start`'s, with the demo content) in a data folder of its
 * own, runs `work` on it, then stops everything and ends the process with `work`'s exit code.
 * The stack's log goes to test-results/<name>-stack.log, where it does not bury the figures.
 */
export const onLocalStack = async (name: string, work: (bench: BenchStack) => Promise<number>) => {
  const logFile = join(OUT, `${name}-stack.log`);
  write(logFile, '');
  const logged: string[] = [];
  let lambdaUrl: string | undefined;
  const log = (line: string) => {
    logged.push(line);
    lambdaUrl ??= LAMBDA_ENDPOINT.exec(line)?.[1];
    write(logFile, `${new Date().toISOString()} ${line}\n`, true);
  };

  const dataDir = await mkdtemp(join(tmpdir(), `club-${name}-`));
  let stack: Stack | undefined;
  const steps: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const step of steps.reverse()) await Promise.resolve(step()).catch(() => undefined);
      await stack?.stop();
      await rm(dataDir, { recursive: true, force: true });
    })());
  const end = (code: number) => void cleanUp().finally(() => process.exit(code));

  // Ctrl-C must not leave Chrome (it runs detached), serverless-offline or the data folder
  // behind. `on`, not `once`: npm and tsx pass the signal on again, and tsx ends a child with no
  // listener.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => end(130));
  // Lighthouse leaves promises that reject when its Chrome goes away; unhandled, they would end
  // Node before the cleanup. Before the cleanup such a rejection is a real failure.
  process.on('unhandledRejection', (error) => {
    if (cleaning) return;
    console.error(`The ${name} could not run: ${explain(error)}`);
    end(1);
  });

  try {
    const admin = { email: `admin@${name}.local`, password: randomUUID() };
    stack = await startStack({ port: await freePort(), dataDir, admin, log });
    if (!lambdaUrl)
      throw new Error(
        `serverless-offline did not say where its Lambda endpoint listens (see ${logFile}).`,
      );
    process.exitCode = await work({
      stack,
      admin,
      lambdaUrl,
      logged,
      logFile,
      onCleanUp: (step) => steps.push(step),
    });
  } catch (error) {
    // After Ctrl-C the error is only Chrome or the stack going away.
    if (!cleaning) console.error(`The ${name} could not run: ${explain(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  // Lighthouse and the emulators can leave timers or sockets that would keep Node running.
  process.exit();
};
