import {
  acceptedFiles,
  fileFields,
  isIncomingKey,
  megabytes,
  requiredMessage,
  uploadLimitsText,
  type FieldErrors,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import { DomainError, invalid } from '../errors.js';
import type { FileProblem, Item } from '../ports.js';

/** A file that came inside the request (the old multipart calls), before anything trusts it. */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * What a write does to one file field; a field it leaves alone has no change. `stored` names a
 * file already in the bucket: only a restore makes it (a client never names stored files).
 */
export type FileChange =
  | { kind: 'bytes'; file: IncomingFile }
  | { kind: 'upload'; key: string }
  | { kind: 'clear' }
  | { kind: 'stored'; name: string };

/** A file inside a request rides in the Lambda's 6 MB body; larger ones go straight to the bucket. */
export const MAX_REQUEST_FILE_BYTES = 4 * 1024 * 1024;

const isUploadRef = (value: unknown): value is { upload: unknown } =>
  typeof value === 'object' && value !== null && 'upload' in value;

/**
 * Reads what a submission does to each file field: a file sent in the form, `{ upload: key }`
 * for a file uploaded to the bucket, '' or null to clear an optional file, or the stored file
 * name (or nothing) to keep it. Problems go into `errors`, by field.
 */
export const readFileChanges = (
  d: ResourceDefinition,
  submission: { fields: Record<string, unknown>; files: Record<string, IncomingFile> },
  existing: Item | undefined,
  errors: FieldErrors,
): Record<string, FileChange> => {
  const names = fileFields(d);
  for (const name of Object.keys(submission.files))
    if (!names.includes(name)) errors[name] = `${d.labels.many} have no file field '${name}'.`;

  const changes: Record<string, FileChange> = {};
  for (const name of names) {
    const field = d.fields[name]!;
    const file = submission.files[name];
    const value = submission.fields[name];
    if (file) {
      if (file.bytes.byteLength > MAX_REQUEST_FILE_BYTES) {
        const message = `${field.label} is too large to send with the form: the limit is ${megabytes(MAX_REQUEST_FILE_BYTES)}.`;
        throw new DomainError(message, 'too-large', { [name]: message });
      }
      changes[name] = { kind: 'bytes', file };
    } else if (isUploadRef(value)) {
      if (isIncomingKey(value.upload)) changes[name] = { kind: 'upload', key: value.upload };
      else
        errors[name] =
          `${field.label}: the upload was not recognised. Please choose the file again.`;
    } else if (value === null || value === '') {
      changes[name] = { kind: 'clear' };
    } else if (value !== undefined && typeof value !== 'string') {
      errors[name] = `${field.label} must be a file.`;
    }
    const change = changes[name];
    const kept = !change && !!existing?.[name];
    if (field.required && !kept && (!change || change.kind === 'clear'))
      errors[name] ??= requiredMessage(field.label);
  }
  return changes;
};

/** The answer to a file the processor did not take, worded for the field. */
export const fileRefused = (
  d: ResourceDefinition,
  name: string,
  problem: FileProblem,
): DomainError => {
  const field = d.fields[name]!;
  const kind = field.kind as FileKind;
  switch (problem) {
    case 'not-accepted':
      return invalid({ [name]: `${field.label} must be ${acceptedFiles(kind)}.` });
    case 'missing':
      return invalid({
        [name]: `${field.label}: the uploaded file was not found (uploads are kept for a day). Please choose the file again.`,
      });
    case 'too-large': {
      const message = `${field.label} is too large: ${uploadLimitsText(kind)}.`;
      return new DomainError(message, 'too-large', { [name]: message });
    }
  }
};
