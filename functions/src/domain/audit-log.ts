import { randomBytes } from 'node:crypto';
import {
  AUDIT_DAYS,
  auditFilterSchema,
  type AuditEntry,
  type AuditFilter,
  type AuditKind,
} from '@club/model';
import type { Actor } from './record-history.js';
import { asError, type Log } from './log.js';
import type { RecordStore } from './ports.js';
import { parseInput } from './validation.js';

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
}) => ({
  async record(actor: Actor, { kind, what, ok = true }: AuditEvent) {
    const at = now();
    const iso = at.toISOString();
    const entry: AuditEntry = {
      id: `${iso}~${randomBytes(4).toString('hex')}`,
      at: iso,
      kind,
      who: actor.email,
      address: actor.address ?? '',
      what,
      ok,
    };
    try {
      await records.put(monthOf(iso), {
        ...entry,
        expiresAt: Math.ceil((at.getTime() + AUDIT_DAYS * DAY_MS) / 1000),
      });
    } catch (error) {
      log.error(`Could not write the audit entry "${what}" by ${actor.email}`, asError(error));
    }
  },

  /** The entries the filter matches, newest first. */
  async query(input: unknown): Promise<AuditEntry[]> {
    const filter: AuditFilter = parseInput(auditFilterSchema, input ?? {});
    const offsetMs = (filter.offset ?? 0) * 60_000;
    // A day of the person's, as the UTC times it spans.
    const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - offsetMs;
    const kept = now().getTime() - AUDIT_DAYS * DAY_MS;
    const first = Math.max(kept, filter.from ? dayStart(filter.from) : kept);
    const last = Math.min(now().getTime(), filter.to ? dayStart(filter.to) + DAY_MS - 1 : Infinity);
    if (first > last) return [];
    const who = filter.who?.toLowerCase();
    const words = filter.q?.toLowerCase();
    const months = await Promise.all(
      monthsBetween(new Date(first), new Date(last)).map((m) => records.list(m)),
    );
    return (months.flat() as unknown as AuditEntry[])
      .filter((e) => {
        const at = Date.parse(e.at);
        return (
          at >= first &&
          at <= last &&
          (!filter.kind || e.kind === filter.kind) &&
          (!who || e.who.toLowerCase().includes(who)) &&
          (!words || `${e.who} ${e.what}`.toLowerCase().includes(words))
        );
      })
      .map(({ id, at, kind, who: by, address, what, ok }) => ({
        id,
        at,
        kind,
        who: by,
        address,
        what,
        ok: ok !== false,
      }))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
  },
});

export type AuditLog = ReturnType<typeof auditLog>;
