import type { Check } from '../figures.js';
import { crashAndRestart } from '../crash-burst.js';

const SIZES = {
  full: { writes: 100, killAfter: 50 },
  bounded: { writes: 40, killAfter: 20 },
};

/**
 * A stack of its own is killed outright during a burst of writes with pictures, then restarted
 * on the same data: every acknowledged write must be there with its picture, the restart's
 * sweep must leave no stored file without a record and remove none with one, and the demo
 * content must not come back on top of the club's own.
 */
export const check: Check = {
  name: 'durability',
  async run(_target, depth) {
    const size = SIZES[depth];
    const outcome = await crashAndRestart(size);
    const burst = `${size.writes} team members with pictures at once, killed after ${size.killAfter} answers`;
    return [
      {
        check: 'durability',
        figure: 'writes acknowledged before the crash',
        value: outcome.acknowledged,
        bound: size.killAfter,
        atLeast: true,
        detail: burst,
      },
      {
        check: 'durability',
        figure: 'acknowledged writes missing after restart',
        value: outcome.missingAfterRestart,
        bound: 0,
        detail: 'listed by the restarted stack, picture served under /Upload',
      },
      {
        check: 'durability',
        figure: 'orphan files after restart',
        value: outcome.orphansAfterRestart,
        bound: 0,
        detail: `the crash left ${outcome.orphansAfterCrash} stored files without a record, one planted`,
      },
      {
        check: 'durability',
        figure: 'files of records removed by the sweep',
        value: outcome.namedFilesRemoved,
        bound: 0,
      },
      {
        check: 'durability',
        figure: 'restarts that added the demo content again',
        value: outcome.seededAgain ? 1 : 0,
        bound: 0,
      },
      {
        check: 'durability',
        figure: 'restart to first answer (s)',
        timing: true,
        value: Math.round(outcome.restartSeconds * 10) / 10,
        // Well under the 90 s a start once spent waiting out the publish lease the crash left.
        bound: 75,
        detail: 'sweep, API, publish of every page over the lease the crash left',
      },
    ];
  },
};
