import { uploadUrl, type ResourceDefinition } from '@club/model';

export { isVideoName } from '@club/model';

/** Where a stored file is served; undefined for a resource that keeps no files. */
export const fileUrl = (definition: ResourceDefinition, fileName: string) =>
  definition.uploadFolder ? uploadUrl(definition.uploadFolder, fileName) : undefined;
