import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Marks `dataDir` as this process's. Two stacks on one folder (a second `npm start`, or
 * `npm run dev` beside it) would open one LevelDB twice: the second dynalite's database never
 * opens and its first request throws "Database is closed", which ends the process. The mark
 * of a run that was killed names a process that is gone, and is taken over.
 */
export const claimDataFolder = (dataDir: string) => {
  const mark = join(dataDir, 'in-use-by.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(mark, String(process.pid), { flag: 'wx' });
      return () => rmSync(mark, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(mark, 'utf8'));
      if (owner && isRunning(owner))
        throw new Error(
          `The data folder ${dataDir} is in use by another run of the stack (process ${owner}). ` +
            'Stop that one first, or give this one a folder of its own with DATA_DIR.',
        );
      rmSync(mark, { force: true });
    }
  }
  throw new Error(`Could not claim the data folder ${dataDir}; another run is starting on it.`);
};
