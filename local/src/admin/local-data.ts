import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { listenOnFreePort } from '@club/emulators';
import { TABLE } from '../stack-names.js';

/** The table the local stack keeps its records in (local/src/stack.ts). */
export const LOCAL_TABLE = TABLE;

interface LevelDb {
  open(): Promise<void>;
  close(): Promise<void>;
}

// dynalite's own database module: only it can tell whether another process holds the data.
const requireHere = createRequire(import.meta.url);
const { Level } = createRequire(requireHere.resolve('dynalite'))('level') as {
  Level: new (path: string) => LevelDb;
};

const refuseWhileInUse = async (path: string, dataDir: string) => {
  const db = new Level(path);
  try {
    await db.open();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'LEVEL_LOCKED')
      throw new Error(
        `The local site is running with ${dataDir}. Stop it (Ctrl-C where npm start runs), then run this again.`,
      );
    throw error;
  }
  await db.close();
};

/**
 * Serves the local stack's stored records (DATA_DIR) on a loopback port while the stack is
 * stopped; the stack's own emulator picks a new port at every start, so it cannot be named.
 */
export const openLocalData = async (dataDir: string) => {
  const path = join(dataDir, 'dynamodb');
  if (!existsSync(path))
    throw new Error(
      `There is no local data in ${dataDir}. The first npm start creates the administrator from ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  await refuseWhileInUse(path, dataDir);
  const server: Server = dynalite({ path });
  const port = await listenOnFreePort(server);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
};
