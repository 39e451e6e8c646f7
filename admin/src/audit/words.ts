import { AUDIT_DAYS, AUDIT_KIND_LABELS, AUDIT_PATH, REST_ROOT, type AuditKind } from '@club/model';

/** The react-admin resource whose REST path is the model's AUDIT_PATH ('audit'). */
export const AUDIT_RESOURCE = AUDIT_PATH.slice(`${REST_ROOT}/`.length);

/** The screen's title and the side menu's entry. */
export const AUDIT_TITLE = 'Audit log';

/** How long an entry stays, in the words the screen and its empty state use. */
export const KEPT_FOR = AUDIT_DAYS === 365 ? 'one year' : `${AUDIT_DAYS} days`;

/** What the log holds, for someone who has never opened it. */
export const WHAT_IT_RECORDS =
  'Every sign-in and failed sign-in, password and account change, change to the website or a certificate, and message handled: who did it, when, and from which network address.';

/**
 * An entry names the fields a change touched, not their values (the log keeps no copy of the
 * content): where a person finds what they held before and after.
 */
export const WHERE_VALUES_ARE =
  'To see what a change replaced, open the item and choose Show history: it shows each field before and after, and can put an earlier version back. Deleted items are under Recently deleted.';

/** A kind as the model words it ("Sign-ins"); an unknown one as it came. */
export const kindLabel = (kind: unknown) =>
  AUDIT_KIND_LABELS[kind as AuditKind] ?? (typeof kind === 'string' ? kind : '');

/** Whether it happened: a refused attempt (a wrong password, a lockout) is not "done". */
export const resultLabel = (ok: unknown) => (ok === false ? 'Refused' : 'Done');
