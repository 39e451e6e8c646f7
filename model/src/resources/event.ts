import { image, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const event = defineResource({
  name: 'event',
  labels: { one: 'event', many: 'Events', addTitle: 'Add Event', failureNoun: 'team member' },
  fields: {
    title: text('Title', { hint: 'One line' }),
    description: longText('Description', { hint: "About four lines, on the event's card" }),
    // The event's own page opens with these paragraphs; an event may need only one.
    description1: longText('Description 1', { hint: "First paragraph of the event's page" }),
    description2: longText('Description 2', {
      required: false,
      hint: 'Second paragraph, if there is more to say',
    }),
    description3: longText('Description 3', { required: false, hint: 'Third paragraph' }),
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
