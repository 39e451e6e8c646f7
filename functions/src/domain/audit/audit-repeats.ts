import type { AuditEntry } from '@club/model';
import { LOGIN_LIMITS } from '../accounts/login-throttle.js';
import type { Item, RecordStore } from '../ports.js';
import { digestKey } from '../rate-limit.js';

/**
 * A refusal that repeats while a limit holds (the login throttle's 429) is counted in one entry
 * per client address, reason and window, not written once per attempt: a stranger's thousands
 * of tries would otherwise push everything else out of the owners' log and its export.
 */
export const REPEAT_WINDOW_MS = LOGIN_LIMITS.perClient.windowSeconds * 1000;

/** How many of the addresses typed a counted entry names; more are "and others". */
const NAMED = 5;

const REPEATS = 'audit-repeats';

// A write that lost to a concurrent one reads again; after this many the refusal is written
// as an entry of its own, so that none goes unrecorded.
const MAX_RACES = 10;

/**
 * The part of a refusal that stays the same while it repeats: its first sentence. What follows
 * ("Try again in 12 minutes.") is advice that changes from one attempt to the next.
 */
export const steadyPart = (what: string) => /^.*?[.!?](?=\s|$)/s.exec(what)?.[0] ?? what;

const plural = (n: number, unit: string) =>
  `${n.toLocaleString('en')} ${unit}${n === 1 ? '' : 's'}`;

/** From the first refusal to the latest, in words: 'under a second', '38 seconds', '12 minutes'. */
export const spanOf = (ms: number) =>
  ms < 1000
    ? 'under a second'
    : ms < 60_000
      ? plural(Math.round(ms / 1000), 'second')
      : plural(Math.round(ms / 60_000), 'minute');

/** "Sign-in refused 37 times in 12 minutes: Too many failed logins for this address." */
export const countedWhat = (steady: string, count: number, spanMs: number) => {
  const times = `${plural(count, 'time')} in ${spanOf(spanMs)}`;
  const colon = steady.indexOf(': ');
  return colon < 0
    ? `${steady} (${times})`
    : `${steady.slice(0, colon)} ${times}${steady.slice(colon)}`;
};

/** Who a counted entry is about: the addresses typed, the first few by name. */
export const whoOf = (typed: readonly string[], others: boolean) =>
  others ? `${typed.join(', ')} and others` : typed.join(', ');

/** A stored audit entry: the entry, its time-to-live, and for a counted one its tally. */
export type StoredEntry = Item & AuditEntry & { expiresAt: number };

/** The counted entry with one more refusal in it. */
const recount = (counted: Item, refusal: StoredEntry) => {
  const typed = Array.isArray(counted.typed) ? counted.typed.map(String) : [String(counted.who)];
  let others = counted.others === true;
  if (!typed.includes(refusal.who)) {
    if (typed.length < NAMED) typed.push(refusal.who);
    else others = true;
  }
  const count = Number(counted.count ?? 1) + 1;
  const lastAt = refusal.at > String(counted.lastAt) ? refusal.at : String(counted.lastAt);
  return {
    ...counted,
    who: whoOf(typed, others),
    what: countedWhat(
      steadyPart(refusal.what),
      count,
      Date.parse(lastAt) - Date.parse(String(counted.at)),
    ),
    count,
    lastAt,
    typed,
    others,
    version: Number(counted.version) + 1,
  };
};

/**
 * Counts repeated refusals. The window's entry is found through a small pointer item (by
 * client address and reason, as digests), and counted with a conditional write on its version.
 */
export const repeatTally = (records: RecordStore, monthOf: (iso: string) => string) => ({
  /** Counts `refusal` in its window's entry, or starts one; false when it lost every race. */
  async count(refusal: StoredEntry, at: number) {
    const key = digestKey(
      'repeat',
      `${refusal.kind}\n${refusal.address}\n${steadyPart(refusal.what)}`,
    );
    for (let race = 0; race < MAX_RACES; race++) {
      const pointer = await records.get(REPEATS, key);
      const since = Date.parse(String(pointer?.since));
      if (pointer && at - since < REPEAT_WINDOW_MS) {
        const month = monthOf(String(pointer.since));
        const counted = await records.get(month, String(pointer.entry));
        if (counted) {
          const next = recount(counted, refusal);
          if (await records.replace(month, next, Number(counted.version))) return true;
          continue;
        }
      }
      // A new window. Its entry is written first, so that a pointer always leads to one.
      const month = monthOf(refusal.at);
      await records.put(month, { ...refusal, version: 1, count: 1, lastAt: refusal.at });
      const opened = {
        id: key,
        entry: refusal.id,
        since: refusal.at,
        version: Number(pointer?.version ?? 0) + 1,
        expiresAt: Math.ceil((at + REPEAT_WINDOW_MS) / 1000),
      };
      if (
        pointer
          ? await records.replace(REPEATS, opened, Number(pointer.version))
          : await records.create(REPEATS, opened)
      )
        return true;
      // Another request opened the window first: count this refusal in its entry.
      await records.remove(month, refusal.id);
    }
    return false;
  },
});
