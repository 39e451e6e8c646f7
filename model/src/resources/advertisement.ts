import { image, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const advertisement = defineResource({
  name: 'advertisement',
  labels: {
    one: 'advertisement',
    many: 'Advertisements',
    addTitle: 'Add Advertisement',
    addButton: 'Add Advertisement',
    saveButton: 'Upload',
  },
  fields: {
    name: text('Name'),
    image: image('Image'),
  },
  listColumns: ['image', 'name'],
  titleField: 'name',
  uploadFolder: 'advertisement',
  legacy: {
    base: 'advertisement',
    list: 'getAllAdvertisement',
    add: 'add',
    remove: 'deleteAdvertisement',
  },
});
