import { UPLOADS_PATH, type UploadRequest, type UploadTicket } from '@club/model';
import { fetchUtils, HttpError } from 'react-admin';

export interface UploadOptions {
  resource: string;
  field: string;
  file: File;
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// The console reads `body.message` of a failure (http-errors.ts) and shows it as it is.
const failure = (message: string, status = 0) => new HttpError(message, status, { message });

/** Posts the file with the presigned form; XMLHttpRequest, because fetch reports no upload progress. */
const postFile = (ticket: UploadTicket, file: File, options: UploadOptions) =>
  new Promise<void>((resolve, reject) => {
    const { onProgress, signal } = options;
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    // S3 ignores every field after the file, so it goes last.
    form.append('file', file, file.name);
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(
            failure(
              `${file.name} could not be uploaded (the storage refused it). Nothing was saved; please try again.`,
              xhr.status,
            ),
          );
    xhr.onerror = () =>
      reject(
        failure(
          `${file.name} could not be uploaded: the connection failed. Nothing was saved; please try again.`,
        ),
      );
    const cancelled = () =>
      reject(failure(`The upload of ${file.name} was cancelled. Nothing was saved.`));
    xhr.onabort = cancelled;
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/**
 * Sends one file straight to the uploads bucket: asks the API for a presigned POST (which
 * refuses a type or size the field does not take, with a message), then posts the file.
 * Answers the key a create or update then names as `{ upload: key }`.
 */
export const uploadFile = async (options: UploadOptions): Promise<string> => {
  const { resource, field, file } = options;
  const request: UploadRequest = {
    resource,
    field,
    contentType: file.type,
    size: file.size,
    name: file.name,
  };
  const { json } = await fetchUtils.fetchJson(UPLOADS_PATH, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  const ticket = json as UploadTicket;
  await postFile(ticket, file, options);
  return ticket.key;
};
