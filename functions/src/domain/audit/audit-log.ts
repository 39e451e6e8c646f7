import { randomBytes } from 'node:crypto';
import {
  AUDIT_DAYS,
  auditFilterSchema,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from '@club/model';
import type { Actor } from '../content/record-history.js';
import { asError, type Log } from '../log.js';
import { auditPage } from './audit-pages.js';
import { repeatTally, type StoredEntry } from './audit-repeats.js';
import type { RecordStore } from '../ports.js';
import { parseInput } from '../content/validation.js';

const DAY_MS = 24 * 3600_000;

/** One partition a month, so a look at recent weeks reads only their months. */
const monthOf = (iso: string) => `audit/${iso.slice(0, 7)}`;

/** The month partitions holding entries made from `first` to `last` (UTC times), newest first. */
const monthsBetween = (first: Date, last: Date) => {
  const months: string[] = [];
  const at = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 1));
  while (at.getTime() >= Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)) {
    months.push(monthOf(at.toISOString()));
    at.setUTCMonth(at.getUTCMonth() - 1);
  }
  return months;
};

export interface AuditEvent {
  kind: AuditKind;
  what: string;
  ok?: boolean;
  /**
   * A refusal that repeats while a limit holds (the login throttle's 429): counted in one entry
   * per client address, reason and window (audit-repeats.ts) instead of written once each.
   */
  repeats?: boolean;
}

/** One page of the log, newest first, and how many entries the filter selects. */
export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/**
 * Who did what, when and from where: sign-ins, passwords, accounts, content, certificates and
 * messages. Kept a year. Writing an entry never undoes or fails what it records: the action
 * has happened, and a lost line is logged for the operators instead.
 */
export const auditLog = ({
  records,
  log,
  now = () => new Date(),
}: {
  records: RecordStore;
  log: Log;
  now?: () => Date;
}) => {
  const repeats = repeatTally(records, monthOf);
  return {
    async record(actor: Actor, { kind, what, ok = true, repeats: repeated }: AuditEvent) {
      const at = now();
      const iso = at.toISOString();
      const entry: StoredEntry = {
        id: `${iso}~${randomBytes(4).toString('hex')}`,
        at: iso,
        kind,
        who: actor.email,
        address: actor.address ?? '',
        what,
        ok,
        expiresAt: Math.ceil((at.getTime() + AUDIT_DAYS * DAY_MS) / 1000),
      };
      try {
        if (!(repeated && (await repeats.count(entry, at.getTime()))))
          await records.put(monthOf(iso), entry);
      } catch (error) {
        log.error(`Could not write the audit entry "${what}" by ${actor.email}`, asError(error));
      }
    },

    /**
     * The entries the filter selects at positions `range` (first and last, inclusive; all of
     * them when absent), newest first, and how many it selects in all.
     */
    async query(input: unknown, range?: [number, number]): Promise<AuditPage> {
      const filter: AuditFilter = parseInput(auditFilterSchema, input ?? {});
      const offsetMs = (filter.offset ?? 0) * 60_000;
      // A day of the person's, as the UTC times it spans.
      const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - offsetMs;
      const kept = now().getTime() - AUDIT_DAYS * DAY_MS;
      const first = Math.max(kept, filter.from ? dayStart(filter.from) : kept);
      const last = Math.min(
        now().getTime(),
        filter.to ? dayStart(filter.to) + DAY_MS - 1 : Infinity,
      );
      if (first > last) return { entries: [], total: 0 };
      // Ids begin with the entry's time: the days are a range of ids, read from the table.
      const ids = {
        from: new Date(first).toISOString(),
        to: `${new Date(last).toISOString()}~\uffff`,
      };
      const who = filter.who?.toLowerCase();
      const words = filter.q?.toLowerCase();
      const filtered = filter.kind || who || words;
      const matches = (e: AuditEntry) =>
        (!filter.kind || e.kind === filter.kind) &&
        (!who || e.who.toLowerCase().includes(who)) &&
        (!words || `${e.who} ${e.what}`.toLowerCase().includes(words));
      const [start, end] = range ?? [0, Infinity];
      return auditPage(
        records,
        monthsBetween(new Date(first), new Date(last)),
        ids,
        [start, end + 1],
        filtered ? matches : undefined,
      );
    },
  };
};

export type AuditLog = ReturnType<typeof auditLog>;
