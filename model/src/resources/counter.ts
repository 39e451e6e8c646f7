import { count, text } from '../fields.js';
import { ALL_FIELDS_REQUIRED } from '../messages.js';
import { defineResource } from '../resource.js';

/** The animated number band on the home page; only the first record is shown. */
export const counter = defineResource({
  name: 'counter',
  labels: {
    one: 'counter',
    many: 'Counters',
    addTitle: 'Add Counter',
    failureNoun: 'countdown',
    missingFields: ALL_FIELDS_REQUIRED,
  },
  fields: {
    title1: text('Title 1'),
    value1: count('Value 1'),
    title2: text('Title 2'),
    value2: count('Value 2'),
    title3: text('Title 3'),
    value3: count('Value 3'),
  },
  listColumns: ['title1', 'value1', 'title2', 'value2', 'title3', 'value3'],
  titleField: 'title1',
  order: 'newest-first',
  legacy: {
    base: 'countdown',
    list: 'viewcountdown',
    add: 'addcountdown',
    remove: 'deletecountdown',
  },
});
