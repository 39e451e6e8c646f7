import { useCallback, useState } from 'react';
import { loadSite } from '../../lib/site-data';
import { searchIndex, type SearchEntry } from './search-index';

/**
 * The search looks through the whole site, which a published page does not carry: the index
 * is made when the visitor first turns to the search box, from the site's data (one request,
 * shared with the pages they go to next), and not at all for visitors who never search.
 */
export function useSearchIndex() {
  const [entries, setEntries] = useState<readonly SearchEntry[]>();
  const load = useCallback(() => {
    void loadSite().then((site) => {
      // Failed: nothing to look through, which the results say rather than wait for ever.
      setEntries((had) => had ?? (site.status === 'ready' ? searchIndex(site.data) : []));
    });
  }, []);
  return { entries, load };
}
