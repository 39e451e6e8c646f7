import { icon, longText, text } from '../fields.js';
import { ALL_FIELDS_REQUIRED } from '../messages.js';
import { defineResource } from '../resource.js';

export const service = defineResource({
  name: 'service',
  labels: {
    one: 'service',
    many: 'Services',
    addTitle: 'Add Service',
    loadFailed: 'Failed to load service.',
    missingFields: ALL_FIELDS_REQUIRED,
  },
  fields: {
    title: text('Title'),
    description: longText('Description'),
    icon: icon('Icon', { hint: "Choose one below, or type an icon class such as 'fa fa-laptop'" }),
  },
  listColumns: ['icon', 'title', 'description'],
  titleField: 'title',
  order: 'newest-first',
  legacy: {
    base: 'service',
    list: 'viewserviceRouter',
    add: 'addserviceRouter',
    remove: 'deleteserviceRouter',
  },
});
