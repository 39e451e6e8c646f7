import type { RecordStore } from './ports.js';

export interface RateLimit {
  /** How many times one key may act within a window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the table, so the limit holds across Lambda instances; each
 * window's counter expires with DynamoDB's time-to-live.
 */
export const rateLimiter = (
  records: RecordStore,
  { limit, windowSeconds }: RateLimit,
  now: () => Date = () => new Date(),
) => ({
  /** Counts one more action for `key`; false once the limit for this window is passed. */
  async take(key: string) {
    const window = Math.floor(now().getTime() / 1000 / windowSeconds);
    const expiresAt = (window + 1) * windowSeconds;
    return (await records.increment('rate-limit', `${key}#${window}`, expiresAt)) <= limit;
  },
});
