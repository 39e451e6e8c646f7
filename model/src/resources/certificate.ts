import { image, text, year } from '../fields.js';
import { defineResource } from '../resource.js';

export const certificate = defineResource({
  name: 'certificate',
  labels: {
    one: 'certificate',
    many: 'Certificates',
    addTitle: 'Add Certificate',
    failureNoun: 'team member',
  },
  fields: {
    name: text('Name'),
    event: text('Event'),
    univarsity: text('University'),
    position: text('Position'),
    year: year('Year'),
    image: image('Certificate image'),
    code: text('Code', { derived: true }),
  },
  listColumns: ['code', 'name', 'event', 'univarsity', 'position', 'year', 'image'],
  titleField: 'name',
  uploadFolder: 'certificate',
  legacy: { base: 'certificate', list: 'allCertificate', add: 'add', remove: 'deleteCertificate' },
});

/** The verification code of spec §3: the five fields joined with underscores. */
export const certificateCode = (c: {
  name: string;
  event: string;
  univarsity: string;
  position: string;
  year: string;
}) => [c.name, c.event, c.univarsity, c.position, c.year].join('_');
