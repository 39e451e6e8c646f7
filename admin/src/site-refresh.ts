import { SITE_DATA_PATH } from '@club/model';
import type { DataProvider } from 'react-admin';

/**
 * The public site's data may be kept a minute by browsers (Cache-Control max-age=60). After
 * a change, the administrator's own browser fetches it afresh, replacing its cached copy, so
 * the site shows the change at once to the person who made it.
 */
export const refreshPublicSite = async () => {
  await fetch(SITE_DATA_PATH, { cache: 'reload' }).catch(() => undefined);
};

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** Wraps every write of a data provider so that the site is refreshed once it succeeds. */
export const withSiteRefresh = (provider: DataProvider): DataProvider => {
  const wrapped = { ...provider };
  for (const method of WRITES) {
    const write = provider[method] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const result = await write(...args);
      await refreshPublicSite();
      return result;
    };
  }
  return wrapped;
};
