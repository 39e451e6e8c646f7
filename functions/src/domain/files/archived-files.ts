import {
  archivedResources,
  categoryOf,
  isStoredFileName,
  megabytes,
  UPLOAD_LIMITS,
  uploadKey,
  type ArchivedFile,
  type UploadFolder,
} from '@club/model';

const FOLDERS = new Set<string>(archivedResources.flatMap((d) => d.uploadFolder ?? []));

/**
 * Why a file the archive lists could not be one the site stored, if it could not: a key that
 * is not `Upload/image/<a kind's folder>/<a stored name>` (a path that would leave the bucket's
 * folder), a type the site never serves its uploads as (a page served from /Upload would run
 * on the site's own origin), or a size beyond what an upload of that type may be.
 */
export const storedFileProblem = ({ key, contentType, size }: ArchivedFile) => {
  const [folder = '', name = '', ...rest] = key.split('/').slice(2);
  const placed =
    rest.length === 0 &&
    FOLDERS.has(folder) &&
    isStoredFileName(name) &&
    key === uploadKey(folder as UploadFolder, name);
  if (!placed) return 'is not where the site keeps its files (Upload/image/<kind>/<name>).';
  const category = categoryOf('media', contentType);
  if (!category) return `is of a type the site does not keep (${contentType.slice(0, 60)}).`;
  const limit = UPLOAD_LIMITS[category].bytes;
  if (size > limit) return `is larger than the site keeps (${megabytes(limit)}).`;
  return undefined;
};
