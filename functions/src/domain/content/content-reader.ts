import {
  defaultSort,
  siteRecord,
  siteResources,
  type ResourceDefinition,
  type SiteData,
} from '@club/model';
import { collectionIndex } from './collection-index.js';
import type { Log } from '../log.js';
import type { RecordStore } from '../ports.js';

/**
 * The content as the public sees it, read and never written: the API's lists and site data,
 * and all the publish function reads the pages from (reader.ts), without the write service's
 * files, media and history.
 */
export const contentReader = ({
  records,
  log,
  now = () => new Date(),
}: {
  records: RecordStore;
  log: Log;
  now?: () => Date;
}) => {
  const lists = collectionIndex(records, log, now);

  /** Every record, in the site's order (spec §7). */
  const list = async (d: ResourceDefinition) => {
    const all = await lists.all(d.name);
    return defaultSort(d)[1] === 'DESC' ? all.reverse() : all;
  };

  /** Every record the public site shows, as it shows it. */
  const siteData = async (): Promise<SiteData> => {
    const entries = await Promise.all(
      siteResources.map(async (d) => [d.name, (await list(d)).map((i) => siteRecord(d, i))]),
    );
    return Object.fromEntries(entries);
  };

  return { lists, list, siteData };
};
