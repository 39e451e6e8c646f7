import { image, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const about = defineResource({
  name: 'about',
  labels: { one: 'about entry', many: 'About', addTitle: 'Add About', failureNoun: 'About' },
  fields: {
    image: image('Picture', { hint: 'Portrait, 800×1000' }),
    title: text('Title', { hint: 'About 15 characters' }),
    description1: longText('First description'),
    description2: longText('Second description'),
  },
  listColumns: ['image', 'title', 'description1', 'description2'],
  titleField: 'title',
  uploadFolder: 'about',
  order: 'newest-first',
  legacy: { base: 'about', list: 'getAllAbout', add: 'addAbout', remove: 'deleteAbout' },
});
