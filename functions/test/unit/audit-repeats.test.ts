import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/domain/audit/audit-log.js';
import {
  countedWhat,
  REPEAT_WINDOW_MS,
  spanOf,
  steadyPart,
  whoOf,
} from '../../src/domain/audit/audit-repeats.js';
import { testClock } from '../fakes/clock.js';
import { memoryLog, memoryRecordStore } from '../fakes/records.js';

const BLOCKED = (minutes: number) =>
  `Sign-in refused: Too many failed logins for this address. Try again in ${minutes} minutes.`;
const NETWORK =
  'Sign-in refused: Too many failed logins from this network. Try again in 9 minutes.';
const WRONG = 'Sign-in refused: Wrong email or password.';
const STRANGER = { email: 'rahim@club.test', address: '198.51.100.7' };

const logOver = () => {
  const clock = testClock(Date.UTC(2030, 2, 10, 9));
  const { records } = memoryRecordStore({ now: clock.now });
  const { log } = memoryLog();
  const audit = auditLog({ records, log, now: clock.now });
  const refused = (what: string, who = STRANGER, repeats = true) =>
    audit.record(who, { kind: 'sign-in', what, ok: false, repeats });
  const entries = async () => (await audit.query({})).entries;
  return { audit, clock, records, refused, entries };
};

describe('the counting rule', () => {
  it('keeps the reason and leaves out the advice that changes between attempts', () => {
    expect(steadyPart(BLOCKED(12))).toBe(steadyPart(BLOCKED(3)));
    expect(steadyPart(BLOCKED(12))).toBe(
      'Sign-in refused: Too many failed logins for this address.',
    );
    // An address's dots are not the end of a sentence.
    expect(steadyPart('Refused rahim@club.test: locked! Wait.')).toBe(
      'Refused rahim@club.test: locked!',
    );
    expect(steadyPart('No sentence end')).toBe('No sentence end');
  });

  it('words the count and the time it spans for a person', () => {
    expect(countedWhat(steadyPart(NETWORK), 2980, 38_200)).toBe(
      'Sign-in refused 2,980 times in 38 seconds: Too many failed logins from this network.',
    );
    expect(countedWhat('Refused.', 2, 12 * 60_000)).toBe('Refused. (2 times in 12 minutes)');
    expect([0, 999, 1000, 59_499, 60_000, 90_000].map(spanOf)).toEqual([
      'under a second',
      'under a second',
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
    ]);
    expect(whoOf(['a@club.test', 'b@club.test'], false)).toBe('a@club.test, b@club.test');
    expect(whoOf(['a@club.test'], true)).toBe('a@club.test and others');
  });
});

describe('refusals that repeat', () => {
  it('make one entry per client address, reason and window, counting them', async () => {
    const { clock, refused, entries } = logOver();
    await refused(BLOCKED(15));
    for (let n = 1; n < 37; n++) {
      clock.advance(20_000);
      await refused(BLOCKED(15 - Math.floor(n / 3)));
    }
    expect(await entries()).toEqual([
      expect.objectContaining({
        at: '2030-03-10T09:00:00.000Z',
        who: STRANGER.email,
        address: STRANGER.address,
        what: 'Sign-in refused 37 times in 12 minutes: Too many failed logins for this address.',
        ok: false,
      }),
    ]);
    // Another client, and another reason, count apart.
    await refused(BLOCKED(3), { ...STRANGER, address: '198.51.100.8' });
    clock.advance(1000);
    await refused(NETWORK);
    await refused(NETWORK);
    expect((await entries()).map((e) => e.what)).toEqual([
      'Sign-in refused 2 times in under a second: Too many failed logins from this network.',
      BLOCKED(3),
      'Sign-in refused 37 times in 12 minutes: Too many failed logins for this address.',
    ]);
    // A window after the first refusal, a new entry starts.
    clock.advance(REPEAT_WINDOW_MS - 12 * 60_000 - 1000);
    await refused(BLOCKED(15));
    expect(await entries()).toHaveLength(4);
    expect((await entries())[0]!.what).toBe(BLOCKED(15));
  });

  it('name the addresses typed from one client, the first five, then "and others"', async () => {
    const { refused, entries } = logOver();
    for (let n = 0; n < 8; n++)
      await refused(NETWORK, { ...STRANGER, email: `guess${n % 7}@club.test` });
    const [entry] = await entries();
    expect(entry!.who).toBe(
      'guess0@club.test, guess1@club.test, guess2@club.test, guess3@club.test, guess4@club.test and others',
    );
    expect(entry!.what).toMatch(/^Sign-in refused 8 times in /);
  });

  it('while a wrong password, bounded by the throttle, is written once per attempt', async () => {
    const { refused, entries } = logOver();
    for (let n = 0; n < 5; n++) await refused(WRONG, STRANGER, false);
    expect((await entries()).map((e) => e.what)).toEqual(Array(5).fill(WRONG));
  });

  it('count every one of many at once, and write one alone rather than lose it', async () => {
    const { records, refused, entries } = logOver();
    await Promise.all(Array.from({ length: 8 }, () => refused(BLOCKED(15))));
    expect((await entries()).map((e) => e.what)).toEqual([
      'Sign-in refused 8 times in under a second: Too many failed logins for this address.',
    ]);
    // A table where every conditional write loses: the refusal is still recorded.
    records.replace = async () => false;
    records.create = async () => false;
    await refused(BLOCKED(14));
    expect((await entries()).map((e) => e.what)).toContain(BLOCKED(14));
  });
});
