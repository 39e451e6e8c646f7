import { email, longText, text } from '../fields.js';
import { ALL_FIELDS_REQUIRED } from '../messages.js';
import { defineResource } from '../resource.js';

/** Where a message stands: stored ('new'), then mailed to the club ('sent') or not ('failed'). */
export const CONTACT_STATUSES = ['new', 'sent', 'failed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * A hidden field of the contact form that people never see and bots fill in: a message
 * that has it is answered like any other but neither stored nor sent.
 */
export const CONTACT_HONEYPOT = 'website';

/** What the contact form and its call say to the visitor (spec §5 and §8). */
export const CONTACT_MESSAGES = {
  sent: 'Email sent successfully!',
  // The message is stored even when the mail fails: the club reads it in the console.
  delayed:
    'Your message reached us and is saved, but the e-mail to the club is delayed. We will still read it; no need to send it again.',
  required: ALL_FIELDS_REQUIRED,
  networkFailure: 'Failed to send the message. Please try again later.',
} as const;

/**
 * The console's inbox: what it may do to a message beyond reading and deleting it, each a
 * `POST /api/v1/contact-message/{id}/<action>` (docs/api.md, "Messages"), and the list
 * filter that keeps the messages nobody has opened yet.
 */
const inbox = {
  actions: { read: 'read', handled: 'handled', resend: 'resend' },
  unreadFilter: 'unread',
  /** Server-set moments, ISO 8601, '' while it has not happened. */
  timestamps: ['readAt', 'handledAt'],
} as const;

/** A visitor's message from the contact form; stored, then mailed to the club, read in the console. */
export const contactMessage = {
  ...defineResource({
    name: 'contact-message',
    labels: { one: 'message', many: 'Messages', addTitle: 'Send Message' },
    fields: {
      name: text('Name'),
      email: email('Email'),
      subject: text('Subject'),
      message: longText('Message'),
      // The fate of the e-mail to the club, not whether anyone read it.
      status: text('Mail status', { derived: true }),
      // Set when the administrator first opens the message: 'unread' means never opened.
      readAt: text('Opened', { derived: true, required: false }),
      // Set by "Mark as handled", cleared by "Mark as not handled".
      handledAt: text('Handled', { derived: true, required: false }),
    },
    listColumns: ['name', 'subject', 'message', 'status', 'handledAt'],
    titleField: 'subject',
    order: 'newest-first',
    derive: (): { status: ContactStatus; readAt: ''; handledAt: '' } => ({
      status: 'new',
      readAt: '',
      handledAt: '',
    }),
    inSiteData: false,
  }),
  inbox,
};
