import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startEmulators, type Emulators, listenOnFreePort } from '@club/emulators';
import { startOffline, type Offline } from '../src/offline.js';
import { ROOT } from '../src/stack.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'club-start-ports-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

/** A server of another run: it answers anything, as another stack's API would. */
const otherRunsServer = async () => {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"team":[]}');
  });
  const port = await listenOnFreePort(server);
  cleanups.push(() => new Promise((done) => server.close(done)));
  return { server, port, seen };
};

describe('a start on a machine where other runs take ports', () => {
  it("does not take another run's server on its API port for its own API", async () => {
    // The port serverless-offline is given was free when chosen, and another run took it
    // before the child could listen: the old probe got that run's answer and the gateway
    // sent every /api call there.
    const other = await otherRunsServer();
    const lines: string[] = [];
    const offline: Offline = await startOffline({
      root: ROOT,
      env: {
        ...inject('emulatorEnv'),
        AWS_ACCESS_KEY_ID: 'local',
        AWS_SECRET_ACCESS_KEY: 'local',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      reload: false,
      log: (line) => lines.push(line),
      port: other.port,
    });
    cleanups.push(offline.stop);

    expect(new URL(offline.url).port).not.toBe(String(other.port));
    expect(other.seen).toEqual([]);
    const answer = await fetch(`${offline.url}/api/admin/protected`);
    expect(answer.status).toBe(401);
    expect(lines.join('\n')).toContain(`Port ${other.port}`);
  });

  it('lets no second stack open a data folder one is using, and takes over one a crash left', async () => {
    const dataDir = await folder();
    const first: Emulators = await startEmulators({ dataDir, bucket: 'ports' });
    cleanups.push(first.stop);

    await expect(startEmulators({ dataDir, bucket: 'ports' })).rejects.toThrow(
      `The data folder ${dataDir} is in use by another run of the stack (process ${process.pid})`,
    );
    await first.stop();
    const again = await startEmulators({ dataDir, bucket: 'ports' });
    await again.stop();

    // A killed stack leaves its mark behind, naming a process that is gone.
    await writeFile(join(dataDir, 'in-use-by.pid'), '2147483646');
    const afterCrash = await startEmulators({ dataDir, bucket: 'ports' });
    await afterCrash.stop();
  });

  it('says which port is taken when the one asked for is', async () => {
    const other = await otherRunsServer();
    const server: Server = createServer();
    await expect(listenOnFreePort(server, other.port)).rejects.toThrow(
      `Port ${other.port} is already in use`,
    );
  });
});
