import type { UploadFolder } from './resource.js';

/** Every uploaded file is served under this path, by the CDN locally and in production. */
export const UPLOAD_PREFIX = '/Upload/image';

/** Object key in the uploads bucket; the CDN passes /Upload/* through unchanged. */
export const uploadKey = (folder: UploadFolder, file: string) =>
  `${UPLOAD_PREFIX.slice(1)}/${folder}/${file}`;

/** Files in a media field play as video when they are one of these; anything else is a picture. */
export const isVideoName = (name: string) => /\.(mp4|webm)$/i.test(name);

/** Public address of a stored file; the record itself holds only the file name. */
export const uploadUrl = (folder: UploadFolder, file: string) =>
  `${UPLOAD_PREFIX}/${folder}/${file}`;
