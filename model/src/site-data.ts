import { contentResources } from './catalog.js';
import { certificate } from './resources/certificate.js';
import { fieldEntries, type ResourceDefinition, type Values } from './resource.js';

/** The resources the public pages show, derived from the model: all content but what is kept out. */
export const siteResources: readonly ResourceDefinition[] = contentResources.filter(
  (d) => d.inSiteData !== false,
);

/**
 * What the published pages are made of: the site data and the certificates, each of which has
 * a page of its own. A change to any of these republishes the pages.
 */
export const publishedResources: readonly ResourceDefinition[] = [...siteResources, certificate];

/** A record as the public site receives it: its id and its fields, without bookkeeping. */
export type SiteRecord<D extends ResourceDefinition> = Values<D> & { id: string };

/** The answer of GET /api/v1/site: each site resource's records, by resource name, in display order. */
export type SiteData = Readonly<Record<string, readonly Record<string, unknown>[]>>;

/** The fields the public may see: all but personal data (a recipient's e-mail). */
const publicEntries = (d: ResourceDefinition) => fieldEntries(d).filter(([, f]) => !f.private);

/** What of a stored record the public sees. */
export const siteRecord = (d: ResourceDefinition, item: Record<string, unknown>) => ({
  id: String(item.id),
  ...Object.fromEntries(publicEntries(d).map(([name]) => [name, item[name] ?? ''])),
});

/** One resource's records, typed by its definition. */
export const recordsOf = <D extends ResourceDefinition>(
  site: SiteData,
  d: D,
): readonly SiteRecord<D>[] => (site[d.name] ?? []) as readonly SiteRecord<D>[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one record against its definition before a page trusts it: an id and every field typed. */
export const parseRecord = <D extends ResourceDefinition>(d: D, raw: unknown): SiteRecord<D> => {
  if (!isObject(raw) || typeof raw.id !== 'string') {
    throw new TypeError(`A ${d.labels.one} from the API has no id.`);
  }
  for (const [name, field] of publicEntries(d)) {
    // Derived fields and fields added since a record was stored may be missing.
    if ((field.derived || !field.required) && !(name in raw)) continue;
    const expected = field.kind === 'count' ? 'number' : 'string';
    if (typeof raw[name] !== expected) {
      throw new TypeError(`A ${d.labels.one} from the API has no ${expected} '${name}'.`);
    }
  }
  return raw as SiteRecord<D>;
};

/** Checks the site call's answer against the model: a list per site resource, every record typed. */
export const parseSiteData = (raw: unknown): SiteData => {
  if (!isObject(raw)) throw new TypeError('The site data is not an object.');
  return Object.fromEntries(
    siteResources.map((d) => {
      const list = raw[d.name];
      if (!Array.isArray(list)) throw new TypeError(`The site data has no list of ${d.name}.`);
      return [d.name, list.map((item) => parseRecord(d, item))];
    }),
  );
};
