import { contactMessage, isVersion, messagesFor, type ContactStatus } from '@club/model';
import { contactMail, type ContactMessage } from './contact-mail.js';
import type { Actor, ContentService } from '../content/content-service.js';
import { conflict, DomainError, invalid, notFound } from '../errors.js';
import { applyListQuery, type ListQuery } from '../content/list-query.js';
import { asError, type Log } from '../log.js';
import type { Item, Mailer, RecordStore } from '../ports.js';

export interface InboxDeps {
  content: ContentService;
  records: RecordStore;
  mailer: Mailer;
  /** The club's address that receives the messages. */
  contactTo: string;
  siteName: string;
  log: Log;
  now?: () => Date;
}

/**
 * A message still 'new' this long after it was stored or claimed was never marked: its mail
 * attempt ended without a word (SES gives up within seconds). It may be sent again.
 */
export const STUCK_AFTER_MS = 60_000;

export const INBOX_MESSAGES = {
  alreadySent: 'This message was already e-mailed to the club, so it is not sent again.',
  sending:
    'This message is being e-mailed right now. Reload the page in a minute to see the result.',
  handledMissing: 'Say whether the message is handled (true or false).',
  versionMissing: 'The message version is missing or not valid; reload the page and try again.',
} as const;

const d = contactMessage;
const { unreadFilter } = d.inbox;

const wantsUnread = (value: unknown) => value === true || value === 'true';

/** The administrator's inbox of contact messages: read-only records with a read and handled state. */
export const inboxService = ({
  content,
  records,
  mailer,
  contactTo,
  siteName,
  log,
  now = () => new Date(),
}: InboxDeps) => {
  const messages = messagesFor(d);

  /** Writes `changes` over the message, only if nobody changed it since `existing` was read. */
  const change = async (existing: Item, changes: Record<string, unknown>) => {
    const version = Number(existing.version);
    const item: Item = {
      ...existing,
      ...changes,
      version: version + 1,
      updatedAt: now().toISOString(),
    };
    if (await records.replace(d.name, item, version)) return item;
    throw (await records.get(d.name, existing.id))
      ? conflict(messages.stale)
      : notFound(messages.notFound);
  };

  /** The message as the console last showed it, or 409 if it has changed since. */
  const asShown = async (id: string, version: unknown) => {
    if (!isVersion(version)) throw invalid({ version: INBOX_MESSAGES.versionMissing });
    const existing = await content.get(d, id);
    if (existing.version !== version) throw conflict(messages.stale);
    return existing;
  };

  const isStuck = (item: Item) =>
    now().getTime() - Date.parse(String(item.updatedAt)) >= STUCK_AFTER_MS;

  return {
    /** The console's list; `{unread: true}` keeps the messages nobody has opened. */
    async query(query: ListQuery) {
      const { [unreadFilter]: unread, ...filter } = query.filter ?? {};
      let items = await records.list(d.name);
      if (unread !== undefined) items = items.filter((i) => !i.readAt === wantsUnread(unread));
      return applyListQuery(d, items, { ...query, filter });
    },

    get: (id: string) => content.get(d, id),

    remove: (id: string, actor: Actor) => content.remove(d, id, actor),

    /** The first opening counts; opening it again changes nothing. */
    async markRead(id: string) {
      const existing = await content.get(d, id);
      if (existing.readAt) return existing;
      try {
        return await change(existing, { readAt: now().toISOString() });
      } catch (error) {
        // Opened in two tabs at once: the other one already marked it.
        const again = await content.get(d, id);
        if (error instanceof DomainError && error.kind === 'conflict' && again.readAt) return again;
        throw error;
      }
    },

    /** Handling a message implies it was read; undoing it keeps it read. */
    async setHandled(id: string, handled: unknown, version: unknown) {
      if (typeof handled !== 'boolean') throw invalid({ handled: INBOX_MESSAGES.handledMissing });
      const existing = await asShown(id, version);
      const stamp = now().toISOString();
      return change(
        existing,
        handled
          ? { handledAt: existing.handledAt || stamp, readAt: existing.readAt || stamp }
          : { handledAt: '' },
      );
    },

    /** Mails a message to the club again, when the first attempt failed. */
    async resend(id: string, version: unknown) {
      const existing = await asShown(id, version);
      if (existing.status === 'sent') throw conflict(INBOX_MESSAGES.alreadySent);
      if (existing.status === 'new' && !isStuck(existing)) throw conflict(INBOX_MESSAGES.sending);
      // Claimed before mailing: a second click meets 'new' (or a stale version), never a second mail.
      const claimed = await change(existing, { status: 'new' satisfies ContactStatus });
      let status: ContactStatus = 'sent';
      try {
        await mailer.send(contactMail(claimed as Item & ContactMessage, contactTo, siteName));
      } catch (error) {
        log.warn(`Could not mail contact message ${id} again; it stays failed`, asError(error));
        status = 'failed';
      }
      return change(claimed, { status });
    },
  };
};

export type InboxService = ReturnType<typeof inboxService>;
