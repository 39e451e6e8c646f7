import type { ResourceDefinition } from '@club/model';

/** The list's add button: the spec's name for it where it gives one (model labels), else 'Add'. */
export const addLabel = (definition: ResourceDefinition) => definition.labels.addButton ?? 'Add';

/** The add form's save button: the spec's name for it where it gives one, else 'Save'. */
export const saveLabel = (definition: ResourceDefinition) => definition.labels.saveButton ?? 'Save';
