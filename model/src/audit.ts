import * as z from 'zod';
import { REST_ROOT } from './paths.js';

/** What an audit entry is about; the owner filters the log by these. */
export const AUDIT_KINDS = [
  'sign-in',
  'password',
  'account',
  'content',
  'certificate',
  'message',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'sign-in': 'Sign-ins',
  password: 'Passwords',
  account: 'Accounts',
  content: 'Content',
  certificate: 'Certificates',
  message: 'Messages',
};

/** The log is kept a year; DynamoDB's time-to-live removes older entries. */
export const AUDIT_DAYS = 365;

/** One thing that happened: who, when, from where, what. */
export interface AuditEntry {
  /** `<ISO time>~<random>`: sorts by time. */
  id: string;
  at: string;
  kind: AuditKind;
  /** The account's e-mail; for a failed sign-in, the address that was typed. */
  who: string;
  /** The client's address the request came from ('' when not over HTTP, e.g. `npm run admin`). */
  address: string;
  /** What happened, in a sentence a person reads: "Changed Team member “Nusrat” (name, picture)". */
  what: string;
  /** False for a refused attempt (a wrong password, a lockout). */
  ok: boolean;
}

/** The owner's log, on the REST face (ra-data-simple-rest, newest first, Content-Range). */
export const AUDIT_PATH = `${REST_ROOT}/audit` as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.')
  // Date.parse rolls 30 February over to March: a real day reads back the same.
  .refine((d) => {
    const day = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(d);
  }, 'This date does not exist.');

/** The log's filter: by person (part of the e-mail), kind and dates (inclusive, the person's days). */
export const auditFilterSchema = z
  .object({
    who: z.string().trim().max(254).optional(),
    kind: z.enum(AUDIT_KINDS, { error: 'Choose one of the kinds of entry.' }).optional(),
    from: day.optional(),
    to: day.optional(),
    /**
     * The person's time zone, as minutes ahead of UTC (Dhaka: 360): `from` and `to` are their
     * days, not UTC's. UTC when absent.
     */
    offset: z.number().int().min(-840).max(840).optional(),
    /** react-admin's full-text box searches what happened and who did it. */
    q: z.string().trim().max(200).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The first day comes after the last one.',
    path: ['from'],
  });
export type AuditFilter = z.infer<typeof auditFilterSchema>;
