import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

/**
 * Records asked for in one request. The API answers any range in one response, which Lambda
 * caps at 6 MB; a certificate carries its signed credential (a few kB), so a few hundred at a
 * time keep every answer well under it however long the list grows.
 */
export const FETCH_PAGE = 250;

interface FetchAllOptions {
  filter?: Record<string, unknown>;
  sort: SortPayload;
  /** Told how many are in so far, of how many. */
  onProgress?: (fetched: number, total: number) => void;
}

/**
 * Every record of a resource that the filter selects, in the list's order: page after page
 * until the total the API gives is reached (or a page comes back short, should records be
 * deleted meanwhile). A record added meanwhile can push one already read onto the next page:
 * it is kept once.
 */
export const fetchAll = async (
  dataProvider: DataProvider,
  resource: string,
  { filter = {}, sort, onProgress }: FetchAllOptions,
): Promise<RaRecord[]> => {
  const all = new Map<RaRecord['id'], RaRecord>();
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, {
      filter,
      sort,
      pagination: { page, perPage: FETCH_PAGE },
    });
    for (const record of data) if (!all.has(record.id)) all.set(record.id, record);
    const read = page * FETCH_PAGE;
    onProgress?.(all.size, total ?? all.size);
    if (data.length < FETCH_PAGE || read >= (total ?? 0)) return [...all.values()];
  }
};
