import { defaultSort, type ResourceDefinition } from '@club/model';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { fetchAll } from '../csv/fetch-all';
import type { RecordsById } from './same-record';

/**
 * The list's records, by id, that a file's rows with an id update: read afresh for each file
 * chosen (`file` counts the choices), so a second import compares with what the first wrote.
 * Nothing is read for a file of new records only.
 */
export const useListRecords = (d: ResourceDefinition, file: number, enabled: boolean) => {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: ['csv-import-records', d.name, file],
    queryFn: async () => {
      const [field, order] = defaultSort(d);
      return fetchAll(dataProvider, d.name, { sort: { field, order } });
    },
    enabled,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const records: RecordsById = useMemo(
    () => new Map((query.data ?? []).map((record) => [String(record.id), record])),
    [query.data],
  );
  return {
    records,
    checking: enabled && (query.isPending || query.isFetching),
    failed: enabled && query.isError,
    retry: () => query.refetch(),
  };
};
