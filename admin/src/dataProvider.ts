import { REST_ROOT, resourceByName } from '@club/model';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { requestBody } from './request-body';
import { withSiteRefresh } from './site-refresh';

/** The REST face of the API (ra-data-simple-rest contract); same origin, so the cookie rides along. */
export const API_URL = REST_ROOT;

const rest = simpleRestProvider(API_URL);

// fetchJson sets a JSON content type for string bodies and none for FormData, so the browser
// writes the multipart boundary itself.
const send = async (url: string, method: 'POST' | 'PUT', body: FormData | string) => {
  const { json } = await fetchUtils.fetchJson(url, { method, body });
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
 * simpleRestProvider, except that create and update send only what the model says a client
 * may send: multipart with the files for resources that have file fields, and the record's
 * `version` on update so the server can refuse a stale edit (409). Every write then refreshes
 * the public site's data in this browser.
 */
export const dataProvider: DataProvider = withSiteRefresh({
  ...rest,
  create: (resource, params) => {
    const definition = resourceByName(resource);
    if (!definition) return rest.create(resource, params);
    return send(`${API_URL}/${resource}`, 'POST', requestBody(definition, params.data));
  },
  update: (resource, params) => {
    const definition = resourceByName(resource);
    if (!definition) return rest.update(resource, params);
    const version = versionOf(params.data, params.previousData);
    const url = `${API_URL}/${resource}/${encodeURIComponent(params.id)}`;
    return send(url, 'PUT', requestBody(definition, params.data, version));
  },
});
