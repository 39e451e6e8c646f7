import type { Check } from '../figures.js';
import { startFigures } from '../starts.js';

// Bounded: two starts at once, where ports and build folders could collide (each builds the
// API and seeds, ~10-30 s). A start on its own is the suite's own stack's, and durability's.
const SIZES = {
  full: { sequential: 10, concurrent: 3 },
  bounded: { sequential: 0, concurrent: 2 },
};

/** Fresh starts of stacks of its own, one after another and several at once: all must come up. */
export const check: Check = {
  name: 'starts',
  run: (_target, depth) => startFigures(SIZES[depth]),
};
