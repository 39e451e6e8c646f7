import { image, longText, text } from '../fields.js';
import { defineResource } from '../resource.js';

export const achievement = defineResource({
  name: 'achievement',
  labels: {
    one: 'achievement',
    many: 'Achievements',
    addTitle: 'Add Your Achive',
    failureNoun: 'achivement',
    addButton: 'Add Achive',
    saveButton: 'Upload',
  },
  fields: {
    title: text('Title', { hint: 'Up to 15 characters' }),
    image: image('Image'),
    maintitle: text('Main title'),
    description1: longText('Description 1'),
    description2: longText('Description 2'),
    description3: longText('Description 3'),
  },
  listColumns: ['image', 'title', 'maintitle', 'description1', 'description2', 'description3'],
  titleField: 'title',
  ellipsisFollows: 'description1',
  uploadFolder: 'achive',
  legacy: { base: 'achive', list: 'getAllAchive', add: 'add', remove: 'deleteAchive' },
});
