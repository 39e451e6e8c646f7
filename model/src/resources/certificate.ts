import { date, email, image, text, year } from '../fields.js';
import { defineResource } from '../resource.js';

export const certificate = defineResource({
  name: 'certificate',
  labels: {
    one: 'certificate',
    many: 'Certificates',
    addTitle: 'Add Certificate',
    failureNoun: 'team member',
    loadFailed: 'Failed to load certificate.',
    saveButton: 'Submit',
  },
  fields: {
    name: text('Name'),
    event: text('Event'),
    univarsity: text('University'),
    position: text('Position'),
    year: year('Year'),
    image: image('Certificate image'),
    code: text('Code', { derived: true }),
    validUntil: date('Valid until', {
      required: false,
      hint: 'Optional: the last day the certificate is valid. Leave empty if it never expires.',
    }),
    email: email('Recipient e-mail', {
      required: false,
      private: true,
      hint: 'Optional: where "Send to recipient" mails the certificate. Never shown on the site.',
    }),
  },
  listColumns: ['code', 'name', 'event', 'univarsity', 'position', 'year', 'image'],
  titleField: 'name',
  uploadFolder: 'certificate',
  legacy: {
    base: 'certificate',
    list: 'allCertificate',
    add: 'add',
    remove: 'deleteCertificate',
    one: 'oneCertificate',
  },
  derive: (v) => ({ code: certificateCode(v) }),
  // The QR code on a printed certificate leads to /show/<code>: the code is its public identity.
  keyField: 'code',
  inSiteData: false,
});

/** The verification code of spec §3: the five fields joined with underscores. */
export const certificateCode = (c: Record<string, unknown>) =>
  ['name', 'event', 'univarsity', 'position', 'year'].map((f) => String(c[f] ?? '')).join('_');
