import type { ResourceDefinition } from '@club/model';

/** Each screen's title: the app bar shows it, and the screen's hidden h1 repeats it. */
export const listTitle = (definition: ResourceDefinition) => `${definition.labels.many} List`;
export const addTitle = (definition: ResourceDefinition) => definition.labels.addTitle;
export const editTitle = (definition: ResourceDefinition) => `Edit ${definition.labels.one}`;
