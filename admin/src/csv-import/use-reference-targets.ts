import { defaultSort, resourceByName, type ResourceDefinition } from '@club/model';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { fetchAll } from '../csv/fetch-all';
import { referencedResources, type ReferenceTargets } from './reference-checks';

const NONE: ReferenceTargets = {};

/**
 * The records a file of `d` may name (every event, for sub-events), read once a file is
 * chosen. Nothing to read for a resource that names none.
 */
export const useReferenceTargets = (d: ResourceDefinition, enabled: boolean) => {
  const dataProvider = useDataProvider();
  const names = referencedResources(d);
  const query = useQuery({
    queryKey: ['csv-import-references', d.name],
    queryFn: async (): Promise<ReferenceTargets> =>
      Object.fromEntries(
        await Promise.all(
          names.map(async (name) => {
            const [field, order] = defaultSort(resourceByName(name)!);
            return [name, await fetchAll(dataProvider, name, { sort: { field, order } })] as const;
          }),
        ),
      ),
    enabled: enabled && names.length > 0,
    refetchOnWindowFocus: false,
  });
  return {
    targets: query.data ?? NONE,
    /** Whether the check of the names waits for them. */
    checking: enabled && names.length > 0 && (query.isPending || query.isFetching),
    failed: query.isError,
    retry: () => query.refetch(),
    /** What the file's names are checked against, for the screen's words ('events'). */
    names,
  };
};
