import { email, text, url } from '../fields.js';
import { ALL_FIELDS_REQUIRED } from '../messages.js';
import { defineResource } from '../resource.js';

/** Contact details and social links at the bottom of every page; the first record is shown. */
export const footer = defineResource({
  name: 'footer',
  labels: {
    one: 'footer',
    many: 'Footer',
    addTitle: 'Add Footer',
    failureNoun: 'countdown',
    missingFields: ALL_FIELDS_REQUIRED,
  },
  fields: {
    title: text('Title'),
    address: text('Address'),
    number: text('Phone number'),
    email: email('Email'),
    twitar: url('Twitter'),
    facebook: url('Facebook'),
    youtube: url('YouTube'),
    instagram: url('Instagram'),
    linkedin: url('LinkedIn'),
  },
  listColumns: [
    'title',
    'address',
    'number',
    'email',
    'twitar',
    'facebook',
    'youtube',
    'instagram',
    'linkedin',
  ],
  titleField: 'title',
  order: 'newest-first',
  legacy: { base: 'footer', list: 'viewfooter', add: 'addfooter', remove: 'deletefooter' },
});
