import { text } from '../fields.js';
import { ALL_FIELDS_REQUIRED } from '../messages.js';
import { defineResource } from '../resource.js';

/** The info strip above the navbar; the first four records are location, home, email and phone. */
export const upperHeader = defineResource({
  name: 'upper-header',
  labels: {
    one: 'header',
    many: 'Header',
    addTitle: 'Add Header',
    loadFailed: 'Failed to load header.',
    missingFields: ALL_FIELDS_REQUIRED,
  },
  fields: {
    title: text('Title'),
    description1: text('Description 1'),
    description2: text('Description 2'),
  },
  listColumns: ['title', 'description1', 'description2'],
  titleField: 'title',
  legacy: {
    base: 'uperheader',
    list: 'viewuperheader',
    add: 'adduperheader',
    remove: 'deleteuperheader',
  },
});
