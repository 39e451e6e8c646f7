import { uploadUrl, type ResourceDefinition } from '@club/model';

/** The site plays these as video; anything else in a media field is a picture. */
export const isVideoName = (name: string) => /\.(mp4|webm)$/i.test(name);

/** Where a stored file is served; undefined for a resource that keeps no files. */
export const fileUrl = (definition: ResourceDefinition, fileName: string) =>
  definition.uploadFolder ? uploadUrl(definition.uploadFolder, fileName) : undefined;
