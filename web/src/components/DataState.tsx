import type { ResourceDefinition, SiteRecord } from '@club/model';
import type { ReactNode } from 'react';
import type { RecordsState } from '../hooks/use-site';
import { Spinner } from './Spinner';

interface DataStateProps<D extends ResourceDefinition> {
  state: RecordsState<D>;
  loading: string;
  failed: string;
  empty: string;
  children: (records: readonly SiteRecord<D>[]) => ReactNode;
}

/** The four states of a section's content: loading, failed, nothing yet, and the records. */
export function DataState<D extends ResourceDefinition>({
  state,
  loading,
  failed,
  empty,
  children,
}: DataStateProps<D>) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="notice notice--error">
        {failed}
      </p>
    );
  }
  if (state.records.length === 0) return <p className="notice">{empty}</p>;
  return children(state.records);
}
