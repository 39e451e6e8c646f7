import { createHash } from 'node:crypto';
import type { RecordStore } from './ports.js';

export interface RateLimit {
  /** How many times one key may act within a window. */
  limit: number;
  windowSeconds: number;
}

// Keys are digests: the table keeps no e-mail or IP addresses, and every key has the same size.
export const digestKey = (kind: string, value: string) =>
  `${kind}#${createHash('sha256').update(value).digest('base64url')}`;

/** How long until `retryAt`, in whole minutes a person reads: '1 minute', '12 minutes'. */
export const waitFor = (retryAt: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The outcome of claiming one action: allowed (with its time, to give it back) or refused until `retryAt`. */
export type Claim = { allowed: true; at: number } | { allowed: false; retryAt: Date };

// A write that lost to a concurrent one reads again; this many losses in a row means a
// parallel storm on one key, which is refused like any other excess.
const MAX_RACES = 10;

/**
 * A sliding window: each key's item keeps the times of its actions within the last window,
 * at most `limit` of them. Unlike fixed windows, no moment lets 2 × limit through around a
 * window's edge. Each write is conditional on the item's version, so instances racing on one
 * key cannot both take the last place. The item expires (time-to-live) a window after its
 * newest action.
 */
export const slidingWindow = (
  records: RecordStore,
  collection: string,
  { limit, windowSeconds }: RateLimit,
  now: () => Date = () => new Date(),
) => {
  const windowMs = windowSeconds * 1000;

  const read = async (key: string, at: number) => {
    const item = await records.get(collection, key);
    const times = (Array.isArray(item?.times) ? item.times.map(Number) : [])
      .filter((time) => time > at - windowMs)
      .sort((a, b) => a - b);
    return { item, times };
  };

  /** Writes `times` in place of `item` (or removes it when empty); false when someone wrote first. */
  const write = async (key: string, item: Record<string, unknown> | undefined, times: number[]) => {
    const version = Number(item?.version ?? 0);
    if (times.length === 0)
      return item ? (await records.remove(collection, key, version)) !== undefined : true;
    const next = {
      id: key,
      times,
      version: version + 1,
      expiresAt: Math.ceil((Math.max(...times) + windowMs) / 1000),
    };
    return item ? records.replace(collection, next, version) : records.create(collection, next);
  };

  return {
    /** Counts one action for `key`, unless `limit` actions already fell within the last window. */
    async claim(key: string): Promise<Claim> {
      for (let race = 0; race < MAX_RACES; race++) {
        const at = now().getTime();
        const { item, times } = await read(key, at);
        // The oldest action that still holds the key at its limit frees a place when it ages out.
        const holding = times[times.length - limit];
        if (holding !== undefined) return { allowed: false, retryAt: new Date(holding + windowMs) };
        if (await write(key, item, [...times, at])) return { allowed: true, at };
      }
      return { allowed: false, retryAt: new Date(now().getTime() + 60_000) };
    },

    /** Gives back an action claimed at `at` that turned out not to count. */
    async release(key: string, at: number) {
      for (let race = 0; race < MAX_RACES; race++) {
        const { item, times } = await read(key, now().getTime());
        const index = times.indexOf(at);
        if (index < 0) return;
        if (await write(key, item, times.toSpliced(index, 1))) return;
      }
    },

    /** Forgets every action of `key`. */
    async reset(key: string) {
      await records.remove(collection, key);
    },
  };
};
