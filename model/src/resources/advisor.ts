import { email, image, longText, text, url, whatsapp } from '../fields.js';
import { defineResource } from '../resource.js';

/** An expert advising a sub-event; shown on the sub-event's detail page. */
export const advisor = defineResource({
  name: 'advisor',
  labels: {
    one: 'advisor',
    many: 'Advisors',
    addTitle: 'Add Advisor',
    failureNoun: 'team member',
    // Spec §2 names the advisor list's add link as the team list's.
    addButton: 'Add Member',
  },
  fields: {
    mainevent: text('Event', { refersTo: { resource: 'event', field: 'title' } }),
    subevent: text('Sub-event', { refersTo: { resource: 'sub-event', field: 'header' } }),
    name: text('Name', { hint: 'Up to 18 characters' }),
    position: text('Position', { hint: 'Up to 18 characters' }),
    description: longText('Description'),
    // Not everyone has these: asked as required, volunteers made links up.
    facebook: url('Facebook', { required: false, hint: 'Leave empty if they have none' }),
    email: email('Email'),
    linkedin: url('LinkedIn', { required: false, hint: 'Leave empty if they have none' }),
    whatsapp: whatsapp('WhatsApp', { hint: 'Local number; the site adds +88' }),
    image: image('Image', { hint: 'Square, 300×300' }),
  },
  listColumns: [
    'mainevent',
    'subevent',
    'image',
    'name',
    'position',
    'facebook',
    'email',
    'linkedin',
    'whatsapp',
  ],
  titleField: 'name',
  uploadFolder: 'advisor',
  legacy: { base: 'advisorforevent', list: 'view', add: 'add', remove: 'delete' },
});
