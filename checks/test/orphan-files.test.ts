import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  burstThenKill,
  CRASH_ADMIN,
  leaveOrphan,
  missingWrites,
  storedFiles,
} from '../src/hardening/crash-burst.js';
import { launchStack, type StackProcess } from '../src/hardening/stack-process.js';

let dataDir: string | undefined;
let stack: StackProcess | undefined;
afterAll(async () => {
  await stack?.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a crash in the middle of writes with files', () => {
  it(
    'loses no acknowledged write, and the restart leaves no stored file without a record',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'club-orphans-'));
      stack = await launchStack({ dataDir, admin: CRASH_ADMIN });
      const acknowledged = await burstThenKill(stack, { writes: 40, killAfter: 20 });
      stack = undefined;
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      // The kill usually lands between storing a picture and writing its record for 1–3 of
      // the cut-off writes, but not always; this picture stands for one that it did.
      const planted = await leaveOrphan(dataDir);
      const afterCrash = await storedFiles(dataDir);
      expect(afterCrash.orphans).toContain(planted);

      // The restart sweeps; nothing else writes meanwhile, so no grace period is needed.
      stack = await launchStack({ dataDir, admin: CRASH_ADMIN, fileSweepGraceSeconds: 0 });
      expect(await missingWrites(stack.url, acknowledged)).toEqual([]);
      await stack.stop();
      stack = undefined;

      const afterRestart = await storedFiles(dataDir);
      expect(afterRestart.orphans).toEqual([]);
      expect(afterRestart.stored).toHaveLength(
        afterCrash.stored.length - afterCrash.orphans.length,
      );
    },
  );
});
