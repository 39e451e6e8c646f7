import { email, image, longText, text, url, whatsapp } from '../fields.js';
import { defineResource } from '../resource.js';

export const team = defineResource({
  name: 'team',
  labels: {
    one: 'team member',
    many: 'Team',
    addTitle: 'Add Your Team',
    loadFailed: 'Failed to load team members.',
    addButton: 'Add Member',
  },
  fields: {
    name: text('Name', { hint: 'Up to 18 characters' }),
    position: text('Position', { hint: 'Up to 18 characters' }),
    description: longText('Description', { hint: 'Up to 65 characters' }),
    image: image('Image', { hint: 'Square, 300×300' }),
    facebook: url('Facebook'),
    email: email('Email'),
    linkedin: url('LinkedIn'),
    whatsapp: whatsapp('WhatsApp', { hint: 'Local number; the site adds +88' }),
  },
  listColumns: [
    'image',
    'name',
    'position',
    'description',
    'facebook',
    'email',
    'linkedin',
    'whatsapp',
  ],
  titleField: 'name',
  uploadFolder: 'team',
  legacy: { base: 'team', list: 'view', add: 'add', remove: 'delete' },
});
