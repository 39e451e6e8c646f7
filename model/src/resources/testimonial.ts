import { image, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const testimonial = defineResource({
  name: 'testimonial',
  labels: {
    one: 'testimonial',
    many: 'Testimonials',
    addTitle: 'Add Testimonial',
    loadFailed: 'Failed to load testimonial.',
  },
  fields: {
    name: text('Name', { hint: 'Up to 18 characters' }),
    position: text('Position', { hint: 'Up to 18 characters' }),
    description: longText('Description', { hint: 'About two lines' }),
    image: image('Photo', { hint: 'Square, 120×120' }),
  },
  listColumns: ['image', 'name', 'position', 'description'],
  titleField: 'name',
  uploadFolder: 'testimonial',
  legacy: { base: 'testimonial', list: 'view', add: 'add', remove: 'delete' },
});
