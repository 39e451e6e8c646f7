import { email, longText, text } from '../fields.js';
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
  required: 'All fields are required.',
  networkFailure: 'Failed to send the message. Please try again later.',
} as const;

/** A visitor's message from the contact form; stored, then mailed to the club. */
export const contactMessage = defineResource({
  name: 'contact-message',
  labels: { one: 'message', many: 'Messages', addTitle: 'Send Message' },
  fields: {
    name: text('Name'),
    email: email('Email'),
    subject: text('Subject'),
    message: longText('Message'),
    status: text('Mail status', { derived: true }),
  },
  listColumns: ['name', 'email', 'subject', 'message', 'status'],
  titleField: 'subject',
  derive: (): { status: ContactStatus } => ({ status: 'new' }),
  inSiteData: false,
});
