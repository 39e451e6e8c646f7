import { describe, expect, it } from 'vitest';
import { runWithLimit } from './run-with-limit';

describe('runWithLimit', () => {
  it('keeps going past failures, never runs more than the limit at once, and keeps item order', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const outcomes = await runWithLimit(
      [1, 2, 3, 4, 5, 6, 7],
      3,
      async (n) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 10 * (n % 3)));
        running--;
        if (n % 4 === 0) throw new Error(`no ${n}`);
        return n * 10;
      },
      (n) => seen.push(n),
    );
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'failed'))).toEqual([
      10,
      20,
      30,
      'failed',
      50,
      60,
      70,
    ]);
  });
});
