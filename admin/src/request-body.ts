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

// react-admin turns an emptied text input into null; the API reads text, so send ''.
const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The multipart body of a create or update. Only editable fields travel as text (derived
 * fields and file names are the server's to set); a file part is sent only for a newly chosen
 * file, so on update the server keeps every file that was not replaced.
 */
export const toFormData = (
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  version?: number,
): FormData => {
  const body = new FormData();
  for (const name of editableFields(definition)) body.append(name, asText(data[name]));
  if (version !== undefined) body.append('version', String(version));
  for (const name of fileFields(definition)) {
    const value = data[name];
    if (isNewFile(value)) body.append(name, value.rawFile, value.rawFile.name);
  }
  return body;
};

/** The JSON body for resources without files: the same editable fields, numbers kept as numbers. */
export const toJsonBody = (
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  version?: number,
): Record<string, unknown> => {
  const body: Record<string, unknown> = Object.fromEntries(
    editableFields(definition).map((name) => [name, data[name] ?? '']),
  );
  if (version !== undefined) body.version = version;
  return body;
};

/** Multipart when the resource has file fields (a file cannot travel in JSON), JSON otherwise. */
export const requestBody = (
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  version?: number,
): FormData | string =>
  fileFields(definition).length > 0
    ? toFormData(definition, data, version)
    : JSON.stringify(toJsonBody(definition, data, version));
