import { AUDIT_DAYS } from '@club/model';
import { describe, expect, it } from 'vitest';
import { auditLog, type AuditLog } from '../../src/domain/audit/audit-log.js';
import { DomainError } from '../../src/domain/errors.js';
import { testClock } from '../fakes/clock.js';
import { memoryLog, memoryRecordStore } from '../fakes/records.js';

const DAY = 86_400_000;
const RAHIM = { email: 'rahim@club.test', address: '192.0.2.1' };
const NUSRAT = { email: 'nusrat@club.test', address: '192.0.2.2' };

const logOver = (start: number) => {
  const clock = testClock(start);
  const { records, table } = memoryRecordStore({ now: clock.now });
  const { log, lines } = memoryLog();
  return { audit: auditLog({ records, log, now: clock.now }), clock, records, table, lines };
};

const whats = (entries: { what: string }[]) => entries.map((e) => e.what);

const listed = async (audit: AuditLog, filter: unknown) => (await audit.query(filter)).entries;

describe('the audit log', () => {
  it('lists newest first across months, by person, kind, words and days', async () => {
    const { audit, clock } = logOver(Date.UTC(2030, 0, 31, 22));
    await audit.record(RAHIM, { kind: 'sign-in', what: 'Signed in' });
    clock.advance(4 * 3600_000); // 1 February, 02:00 UTC
    await audit.record(NUSRAT, { kind: 'content', what: 'Changed team member “Rahim”' });
    clock.advance(DAY);
    await audit.record(RAHIM, { kind: 'sign-in', what: 'Sign-in refused', ok: false });

    expect(whats(await listed(audit, {}))).toEqual([
      'Sign-in refused',
      'Changed team member “Rahim”',
      'Signed in',
    ]);
    expect((await listed(audit, {}))[0]).toMatchObject({
      who: RAHIM.email,
      address: RAHIM.address,
      ok: false,
    });
    expect(whats(await listed(audit, { who: 'RAHIM' }))).toEqual(['Sign-in refused', 'Signed in']);
    expect(whats(await listed(audit, { kind: 'content' }))).toEqual([
      'Changed team member “Rahim”',
    ]);
    // Words are looked for in who and what, not in the address.
    expect(whats(await listed(audit, { q: 'rahim' }))).toHaveLength(3);
    expect(await listed(audit, { q: '192.0.2' })).toEqual([]);
    // UTC days, and the person's own: at 6 hours ahead, 31 January 22:00 UTC is 1 February.
    expect(whats(await listed(audit, { from: '2030-01-31', to: '2030-01-31' }))).toEqual([
      'Signed in',
    ]);
    expect(
      whats(await listed(audit, { from: '2030-02-01', to: '2030-02-01', offset: 360 })),
    ).toEqual(['Changed team member “Rahim”', 'Signed in']);
  });

  it(`keeps an entry ${AUDIT_DAYS} days (time-to-live), and lists none older`, async () => {
    const { audit, clock, table } = logOver(Date.UTC(2030, 5, 1));
    await audit.record(RAHIM, { kind: 'account', what: 'Invited nusrat@club.test as editor' });
    const [item] = await table.list('audit/2030-06');
    expect(Number(item?.expiresAt) * 1000).toBe(Date.UTC(2030, 5, 1) + AUDIT_DAYS * DAY);
    clock.advance(AUDIT_DAYS * DAY - 1);
    expect(await listed(audit, {})).toHaveLength(1);
    clock.advance(2);
    expect(await listed(audit, {})).toEqual([]);
  });

  it('reads as many entries as the page needs, newest first, and counts the rest', async () => {
    const { audit, clock, table } = logOver(Date.UTC(2030, 0, 31, 23));
    for (let n = 0; n < 300; n++) {
      // 1 February from the 60th on: the page crosses months.
      clock.advance(60_000);
      const who = n % 3 === 0 ? NUSRAT : RAHIM;
      await audit.record(who, { kind: n % 3 === 0 ? 'content' : 'sign-in', what: `Entry ${n}` });
    }
    const read = { items: 0, lists: 0 };
    const page = table.page.bind(table);
    table.page = async (collection, query) => {
      const answer = await page(collection, query);
      read.items += answer.items.length;
      return answer;
    };
    table.list = async () => {
      read.lists += 1;
      return [];
    };
    const entries = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `Entry ${299 - from - i}`);

    const first = await audit.query({}, [0, 24]);
    expect({ whats: whats(first.entries), total: first.total }).toEqual({
      whats: entries(0, 24),
      total: 300,
    });
    expect(read).toEqual({ items: 25, lists: 0 });
    // Past the first month: the newer one's entries are counted, not read.
    read.items = 0;
    const later = await audit.query({}, [250, 274]);
    expect(whats(later.entries)).toEqual(entries(250, 274));
    expect(read.items).toBeLessThanOrEqual(275 - 240);
    read.items = 0;
    expect(await audit.query({}, [0, -1])).toEqual({ entries: [], total: 300 });
    expect(read.items).toBe(0);
    // A filter looks at every entry of the days asked, and still answers only its page.
    const content = await audit.query({ kind: 'content' }, [10, 14]);
    expect(content.total).toBe(100);
    expect(whats(content.entries)).toEqual([
      'Entry 267',
      'Entry 264',
      'Entry 261',
      'Entry 258',
      'Entry 255',
    ]);
    expect((await audit.query({ who: 'rahim', q: 'entry 29' }, [0, 99])).total).toBe(8);
    expect(read.lists).toBe(0);
  });

  it('refuses a filter it cannot read, and an entry it cannot write fails nothing', async () => {
    const { audit, records, lines } = logOver(Date.UTC(2030, 5, 1));
    const refused = await audit
      .query({ from: '2030-06-02', to: '2030-06-01' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).fieldErrors).toEqual({
      from: 'The first day comes after the last one.',
    });
    expect(
      ((await listed(audit, { kind: 'everything' }).catch((e: unknown) => e)) as DomainError)
        .fieldErrors,
    ).toEqual({
      kind: 'Choose one of the kinds of entry.',
    });

    records.put = async () => {
      throw new Error('DynamoDB is not answering');
    };
    await audit.record(RAHIM, { kind: 'sign-in', what: 'Signed in' });
    expect(lines).toEqual([
      'error: Could not write the audit entry "Signed in" by rahim@club.test',
    ]);
  });
});
