import { REST_ROOT, resourceByName, type ResourceDefinition } from '@club/model';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { newFiles, toJsonBody } from './request-body';
import { uploadProgress } from './uploads/progress';
import { uploadFile } from './uploads/upload-file';

/** The REST face of the API (ra-data-simple-rest contract); same origin, so the cookie rides along. */
export const API_URL = REST_ROOT;

const rest = simpleRestProvider(API_URL);

const send = async (url: string, method: 'POST' | 'PUT', body: Record<string, unknown>) => {
  const { json } = await fetchUtils.fetchJson(url, { method, body: JSON.stringify(body) });
  return { data: json };
};

const versionOf = (...sources: (Record<string, unknown> | undefined)[]) => {
  for (const source of sources) {
    const version = Number(source?.version);
    if (Number.isFinite(version)) return version;
  }
  return undefined;
};

/**
 * Uploads each newly chosen file straight to the bucket, one after another, showing its
 * progress in the form; answers their keys by field. A failed or cancelled upload rejects,
 * so the record is not sent.
 */
const uploadNewFiles = async (definition: ResourceDefinition, data: Record<string, unknown>) => {
  const keys: Record<string, string> = {};
  for (const { field, file } of newFiles(definition, data)) {
    const controller = new AbortController();
    const shown = uploadProgress.start(file.name, () => controller.abort());
    try {
      keys[field] = await uploadFile({
        resource: definition.name,
        field,
        file,
        onProgress: shown.advance,
        signal: controller.signal,
      });
    } finally {
      shown.finish();
    }
  }
  return keys;
};

/** The JSON body of a write, after the new files are in the bucket. */
const bodyOf = async (
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  version?: number,
) => toJsonBody(definition, data, version, await uploadNewFiles(definition, data));

/**
 * simpleRestProvider, except that create and update send only what the model says a client
 * may send, as JSON: newly chosen files are uploaded first (they never pass through the API's
 * request body) and named by their upload key, and update sends the record's `version` so the
 * server can refuse a stale edit (409). The public pages show a write once the publish
 * function has made them again: nothing is reloaded here.
 */
export const dataProvider: DataProvider = {
  ...rest,
  create: async (resource, params) => {
    const definition = resourceByName(resource);
    if (!definition) return rest.create(resource, params);
    return send(`${API_URL}/${resource}`, 'POST', await bodyOf(definition, params.data));
  },
  update: async (resource, params) => {
    const definition = resourceByName(resource);
    if (!definition) return rest.update(resource, params);
    const version = versionOf(params.data, params.previousData);
    const url = `${API_URL}/${resource}/${encodeURIComponent(params.id)}`;
    return send(url, 'PUT', await bodyOf(definition, params.data, version));
  },
};
