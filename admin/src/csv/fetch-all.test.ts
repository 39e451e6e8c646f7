import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fetchAll, FETCH_PAGE } from './fetch-all';

/** A data provider over `records` that pages as the API does, noting each page asked for. */
const pagedProvider = (records: { id: string }[], asked: GetListParams[]) =>
  ({
    getList: async (_: string, params: GetListParams) => {
      asked.push(params);
      const { page, perPage } = params.pagination!;
      return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length };
    },
  }) as unknown as DataProvider;

const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

describe('fetchAll', () => {
  it('reads page after page until it has every record, with the filter and order asked', async () => {
    const asked: GetListParams[] = [];
    const records = many(FETCH_PAGE * 2 + 7);
    const sort = { field: 'createdAt', order: 'DESC' as const };
    const all = await fetchAll(pagedProvider(records, asked), 'team', { filter: { q: 'x' }, sort });
    expect(all.map((r) => r.id)).toEqual(records.map((r) => r.id));
    expect(asked.map((p) => p.pagination!.page)).toEqual([1, 2, 3]);
    expect(asked.every((p) => p.filter.q === 'x' && p.sort === sort)).toBe(true);
  });

  it('asks once for a short list, and keeps a record pushed onto the next page only once', async () => {
    const asked: GetListParams[] = [];
    expect(
      await fetchAll(pagedProvider(many(3), asked), 'team', {
        sort: { field: 'id', order: 'ASC' },
      }),
    ).toHaveLength(3);
    expect(asked).toHaveLength(1);

    // A record added while the first page was read pushes the last one onto the second page.
    let calls = 0;
    const shifting = {
      getList: async (_: string, { pagination }: GetListParams) => {
        calls++;
        const now = calls === 1 ? many(FETCH_PAGE + 1) : [{ id: 'new' }, ...many(FETCH_PAGE + 1)];
        const { page, perPage } = pagination!;
        return { data: now.slice((page - 1) * perPage, page * perPage), total: now.length };
      },
    } as unknown as DataProvider;
    const all = await fetchAll(shifting, 'team', { sort: { field: 'id', order: 'ASC' } });
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all).toHaveLength(FETCH_PAGE + 1);
  });
});
