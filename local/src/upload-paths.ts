import { contentResources, uploadKey } from '@club/model';

/** Where files live in the bucket, one prefix per upload folder of the model: 'Upload/image/team/'. */
const FOLDERS = contentResources.flatMap((d) =>
  d.uploadFolder ? [uploadKey(d.uploadFolder, '')] : [],
);

// A stored file's own name: no folder in it, not hidden (so never `..`), no control characters.
const PLAIN_NAME = /^[^/\\.\p{Cc}][^/\\\p{Cc}]*$/u;

/**
 * The bucket key an /Upload address names, given the address already decoded, or undefined
 * when it is anything but a file directly in one of the upload folders. s3rver maps keys to
 * its own files, so `..` in a key would read files outside the bucket's directory.
 */
export const uploadKeyOf = (decodedPath: string): string | undefined => {
  const key = decodedPath.slice(1);
  const folder = FOLDERS.find((prefix) => key.startsWith(prefix));
  if (!folder) return undefined;
  return PLAIN_NAME.test(key.slice(folder.length)) ? key : undefined;
};

/** Whether an /Upload address (decoded) is one of the upload folders itself, with no file name. */
export const isUploadFolder = (decodedPath: string) =>
  FOLDERS.includes(decodedPath.slice(1)) || FOLDERS.includes(`${decodedPath.slice(1)}/`);

/** The key as a URL path, each part encoded again, so no `/` travels inside a part. */
export const keyPath = (key: string) => key.split('/').map(encodeURIComponent).join('/');
