import { image, links, longText, media, text } from '../fields.js';
import { defineResource } from '../resource.js';

/** A part of an event (a contest, a workshop) with its own detail page. */
export const subEvent = defineResource({
  name: 'sub-event',
  labels: { one: 'sub-event', many: 'Sub-events', addTitle: 'Add Sub Event' },
  fields: {
    eventName: text('Event', { refersTo: { resource: 'event', field: 'title' } }),
    imageOrVideo: media('Image or video'),
    header: text('Header'),
    description1: longText('Description 1', { hint: 'Line breaks start new paragraphs' }),
    demoPicture: image('Demo picture', { required: false }),
    description2: longText('Description 2', { hint: 'Line breaks start new paragraphs' }),
    links: links('Registration links', { hint: 'Separate links with spaces or new lines' }),
  },
  listColumns: ['imageOrVideo', 'eventName', 'header', 'description1', 'description2', 'links'],
  titleField: 'header',
  // Its page is /subevent/oneevent?header=<header>&eventName=<event>.
  addressFields: ['eventName', 'header'],
  uploadFolder: 'subevent',
  legacy: { base: 'subevent', list: 'viewsubevent', add: 'addsubevent', remove: 'deletesubevent' },
});
