import { recordsOf, type ResourceDefinition, type SiteRecord } from '@club/model';
import { createContext, useContext } from 'react';
import type { SiteState } from '../lib/site-data';

/** Provided once by the app with the visit's site data; tests provide any state they need. */
export const SiteContext = createContext<SiteState>({ status: 'loading' });

export const useSite = () => useContext(SiteContext);

/** One resource's records, or the state of the site data while there are none to show. */
export type RecordsState<D extends ResourceDefinition> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; records: readonly SiteRecord<D>[] };

export function useRecords<D extends ResourceDefinition>(d: D): RecordsState<D> {
  const site = useSite();
  if (site.status !== 'ready') return { status: site.status };
  return { status: 'ready', records: recordsOf(site.data, d) };
}
