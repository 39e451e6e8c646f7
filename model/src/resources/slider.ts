import { image, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const slider = defineResource({
  name: 'slider',
  labels: {
    one: 'slide',
    many: 'Slider',
    addTitle: 'Add Slide',
    failureNoun: 'slider',
    loadFailed: 'Failed to load slider.',
  },
  fields: {
    // Where each shows on the home page (web/src/features/slider), so an editor knows which
    // line they are writing.
    title1: text('Title 1', {
      hint: 'Typed out first under the welcome; also describes the picture. Up to 18 characters',
    }),
    title2: text('Title 2', {
      hint: 'Typed out next, after Title 1. Up to 18 characters',
    }),
    title3: text('Title 3', {
      hint: 'The small line above the welcome heading. Up to 18 characters',
    }),
    image: image('Image', { hint: 'Wide, 1920×1080' }),
  },
  listColumns: ['image', 'title1', 'title2', 'title3'],
  titleField: 'title1',
  uploadFolder: 'slider',
  legacy: { base: 'slider', list: 'view', add: 'add', remove: 'delete' },
});
