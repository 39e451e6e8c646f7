import { image, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const event = defineResource({
  name: 'event',
  labels: { one: 'event', many: 'Events', addTitle: 'Add Event', failureNoun: 'team member' },
  fields: {
    title: text('Title', { hint: 'One line' }),
    description: longText('Description', { hint: 'About four lines' }),
    description1: longText('Description 1'),
    description2: longText('Description 2'),
    description3: longText('Description 3'),
    image: image('Image'),
  },
  listColumns: ['image', 'title', 'description', 'description1', 'description2', 'description3'],
  titleField: 'title',
  // Its page is /subevent?header=<title>.
  addressFields: ['title'],
  uploadFolder: 'event',
  order: 'newest-first',
  legacy: { base: 'event', list: 'viewevent', add: 'addevent', remove: 'deleteEvent' },
});
