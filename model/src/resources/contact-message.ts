import { email, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

/** A visitor's message from the contact form; stored, then mailed to the club. */
export const contactMessage = defineResource({
  name: 'contact-message',
  labels: { one: 'message', many: 'Messages', addTitle: 'Send Message' },
  fields: {
    name: text('Name'),
    email: email('Email'),
    subject: text('Subject'),
    message: longText('Message'),
  },
  listColumns: ['name', 'email', 'subject', 'message'],
  titleField: 'subject',
});
