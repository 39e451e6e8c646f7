import type { Check } from '../figures.js';
import { startFigures } from '../starts.js';

// Bounded: one start, then two at once (each start builds the API and seeds, ~10-30 s).
const SIZES = {
  full: { sequential: 10, concurrent: 3 },
  bounded: { sequential: 1, concurrent: 2 },
};

/** Fresh starts of stacks of its own, one after another and several at once: all must come up. */
export const check: Check = {
  name: 'starts',
  run: (_target, depth) => startFigures(SIZES[depth]),
};
