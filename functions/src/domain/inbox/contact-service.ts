import {
  CONTACT_HONEYPOT,
  contactMessage,
  fieldErrors,
  inputSchema,
  type ContactStatus,
} from '@club/model';
import { contactMail, type ContactMessage } from './contact-mail.js';
import { invalid, tooMany } from '../errors.js';
import { inboxService, type InboxDeps } from './inbox-service.js';
import { asError } from '../log.js';
import { digestKey, slidingWindow, waitFor, type RateLimit } from '../rate-limit.js';

/** Enough for a person with follow-ups; few enough that a script fills no inbox. */
export const CONTACT_LIMIT: RateLimit = { limit: 5, windowSeconds: 15 * 60 };

/** The contact form keeps its messages in the inbox and mails them as the inbox does. */
export type ContactDeps = InboxDeps;

/** What became of a message: mailed, kept but not mailed, or dropped as spam. */
export type ContactOutcome = Exclude<ContactStatus, 'new'> | 'ignored';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const contactService = ({
  content,
  records,
  mailer,
  contactTo,
  siteName,
  log,
  now = () => new Date(),
}: ContactDeps) => {
  // Sliding, as the login limits are: fixed windows let twice the limit through around an edge.
  const limiter = slidingWindow(records, 'contact-limit', CONTACT_LIMIT, now);

  return {
    /** What the administrator does with the stored messages in the console. */
    inbox: inboxService({ content, records, mailer, contactTo, siteName, log, now }),

    /**
     * Stores the message first, then mails it: if the mail fails the message is kept, marked
     * failed, for the administrator to read in the console. Nothing the visitor sent is lost.
     */
    async send(input: unknown, client: { address: string }): Promise<ContactOutcome> {
      const fields = isObject(input) ? input : {};
      // Bots fill every field; people never see this one. Answer as usual, keep nothing.
      if (String(fields[CONTACT_HONEYPOT] ?? '').trim()) return 'ignored';

      const parsed = inputSchema(contactMessage).safeParse(fields);
      if (!parsed.success) throw invalid(fieldErrors(parsed.error));
      const claim = await limiter.claim(digestKey('client', client.address));
      if (!claim.allowed) {
        throw tooMany(
          `You have sent ${CONTACT_LIMIT.limit} messages in a short time. Please wait ${waitFor(claim.retryAt, now())} before sending another.`,
        );
      }

      // The sender, as the message names them: a visitor, not an account.
      const sender = { email: String(parsed.data.email ?? ''), address: client.address };
      const record = await content.create(
        contactMessage,
        { fields: parsed.data, files: {} },
        sender,
      );
      let status: ContactOutcome = 'sent';
      try {
        await mailer.send(contactMail(parsed.data as ContactMessage, contactTo, siteName));
      } catch (error) {
        log.warn(
          `Could not mail contact message ${record.id}; it is kept as failed`,
          asError(error),
        );
        status = 'failed';
      }
      const version = Number(record.version);
      const marked = { ...record, status, version: version + 1, updatedAt: now().toISOString() };
      // The visitor's answer does not depend on this: at worst the message stays 'new'.
      await records
        .replace(contactMessage.name, marked, version)
        .catch((error: unknown) =>
          log.warn(`Could not mark contact message ${record.id}`, asError(error)),
        );
      return status;
    },
  };
};

export type ContactService = ReturnType<typeof contactService>;
