import {
  acceptedFiles,
  categoryOf,
  megabytes,
  UPLOAD_LIMITS,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import { zipKey, type Upload, type ZipPictures } from './zip-files';

export interface FileCheck {
  /** The file to upload for the field. */
  file?: Upload;
  problem?: string;
  /** The row names a file and no ZIP is chosen yet. */
  waiting?: boolean;
}

/** A path as a cell and a ZIP may both write it: capitals, `\` and a leading `./` or `/` aside. */
const pathKey = (path: string) =>
  path
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.?\/)+/, '')
    .toLowerCase();

const times = (n: number) => (n === 2 ? 'twice' : `${n} times`);

const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items.join('');

/**
 * The file a cell names: by its own name, folders and capitals aside. A name in more than one
 * folder of the ZIP is never picked at random: a cell that gives the folder picks that one,
 * and otherwise the row says where the name is.
 */
const findInZip = (zip: ZipPictures, label: string, name: string): FileCheck => {
  const found = zip.get(zipKey(name)) ?? [];
  if (found.length === 0) return { problem: `${label}: '${name}' is not in the ZIP.` };
  if (found.length === 1) return { file: found[0] };
  const exact = found.find((picture) => pathKey(picture.path) === pathKey(name));
  if (exact) return { file: exact };
  const paths = found.map((picture) => picture.path);
  return {
    problem: `${label}: '${name}' is in the ZIP ${times(found.length)}: ${listed(paths)}. Rename one, or write its folder in the cell (${paths[0]}).`,
  };
};

/**
 * Finds the file a row's cell names in the ZIP, and says what stops it in the words of the
 * field: a required file with no name, a name the ZIP lacks or has in several folders, a file
 * of a type or size the upload would refuse (the model's UPLOAD_LIMITS). An optional file may
 * be left empty.
 */
export const checkFile = (
  d: ResourceDefinition,
  field: string,
  name: string,
  zip: ZipPictures | undefined,
): FileCheck => {
  const { label, kind, required } = d.fields[field]!;
  if (!name) return required ? { problem: `${label}: the '${field}' column names no file.` } : {};
  if (!zip) return { waiting: true };
  const found = findInZip(zip, label, name);
  const { file } = found;
  if (!file) return found;
  const category = categoryOf(kind as FileKind, file.type);
  if (!category)
    return { problem: `${label}: '${name}' is not ${acceptedFiles(kind as FileKind)}.` };
  const most = UPLOAD_LIMITS[category].bytes;
  if (file.size > most)
    return { problem: `${label}: '${name}' is larger than ${megabytes(most)}.` };
  return { file };
};
