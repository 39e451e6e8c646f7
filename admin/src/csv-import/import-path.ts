import type { ResourceDefinition } from '@club/model';

/** Where a resource's import screen is: /admin/<resource>/import. */
export const csvImportPath = (d: ResourceDefinition) => `/${d.name}/import`;
