import { editableFields, fileFields, type ResourceDefinition } from '@club/model';

/** What react-admin's FileInput/ImageInput put in the form for a file the person just chose. */
export interface NewFile {
  rawFile: File;
}

export const isNewFile = (value: unknown): value is NewFile =>
  typeof value === 'object' &&
  value !== null &&
  'rawFile' in value &&
  value.rawFile instanceof File;

/** The newly chosen files of a form, by field: these are uploaded before the record is sent. */
export const newFiles = (definition: ResourceDefinition, data: Record<string, unknown>) =>
  fileFields(definition).flatMap((name) => {
    const value = data[name];
    return isNewFile(value) ? [{ field: name, file: value.rawFile }] : [];
  });

/**
 * What a file field says in the body: `{ upload: key }` for a file just uploaded to the bucket,
 * '' for a file the person removed (react-admin sets null), the stored name for one left as it
 * was; nothing when the form never had the field.
 */
const fileValue = (value: unknown, uploaded: string | undefined) => {
  if (uploaded) return { upload: uploaded };
  if (value === null || value === '') return '';
  return typeof value === 'string' ? value : undefined;
};

/**
 * The JSON body of a create or update: the editable fields (derived fields are the server's),
 * numbers kept as numbers, and each file field as `fileValue` says. Files never travel inside
 * the request: `uploads` holds the bucket keys of the newly chosen ones, by field.
 */
export const toJsonBody = (
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  version?: number,
  uploads: Record<string, string> = {},
): Record<string, unknown> => {
  const body: Record<string, unknown> = Object.fromEntries(
    editableFields(definition).map((name) => [name, data[name] ?? '']),
  );
  for (const name of fileFields(definition)) {
    const value = fileValue(data[name], uploads[name]);
    if (value !== undefined) body[name] = value;
    else if (isNewFile(data[name])) throw new Error(`The chosen file for ${name} was not uploaded`);
  }
  if (version !== undefined) body.version = version;
  return body;
};
