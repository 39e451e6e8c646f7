import {
  acceptedFiles,
  categoryOf,
  megabytes,
  UPLOAD_LIMITS,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import { zipKey } from './zip-files';

export interface FileCheck {
  /** The file to upload for the field. */
  file?: File;
  problem?: string;
  /** The row names a file and no ZIP is chosen yet. */
  waiting?: boolean;
}

/**
 * Finds the file a row's cell names in the ZIP, and says what stops it in the words of the
 * field: a required file with no name, a name the ZIP lacks, a file of a type or size the
 * upload would refuse (the model's UPLOAD_LIMITS). An optional file may be left empty.
 */
export const checkFile = (
  d: ResourceDefinition,
  field: string,
  name: string,
  zip: ReadonlyMap<string, File> | undefined,
): FileCheck => {
  const { label, kind, required } = d.fields[field]!;
  if (!name) return required ? { problem: `${label}: the '${field}' column names no file.` } : {};
  if (!zip) return { waiting: true };
  const file = zip.get(zipKey(name));
  if (!file) return { problem: `${label}: '${name}' is not in the ZIP.` };
  const category = categoryOf(kind as FileKind, file.type);
  if (!category)
    return { problem: `${label}: '${name}' is not ${acceptedFiles(kind as FileKind)}.` };
  const most = UPLOAD_LIMITS[category].bytes;
  if (file.size > most)
    return { problem: `${label}: '${name}' is larger than ${megabytes(most)}.` };
  return { file };
};
