import { messagesFor, type ResourceDefinition, type SiteRecord } from '@club/model';
import type { ReactNode } from 'react';
import { useRecords } from '../hooks/use-site';
import { DataState } from './DataState';
import { Section, type HeadingLevel } from './Section';

interface RecordsSectionProps<D extends ResourceDefinition> {
  definition: D;
  title: ReactNode;
  eyebrow?: string;
  level?: HeadingLevel;
  className?: string;
  /** What the section says while loading ('Loading events...') and with nothing to show. */
  loading: string;
  empty: string;
  /** Shown above the records whatever their state (an event's own words above its sub-events). */
  lead?: ReactNode;
  /** Which of the records to show, when not all (one event's sub-events). */
  select?: (records: readonly SiteRecord<D>[]) => readonly SiteRecord<D>[];
  children: (records: readonly SiteRecord<D>[]) => ReactNode;
}

/** A section that shows one resource's records, with the failure message the model gives it. */
export function RecordsSection<D extends ResourceDefinition>({
  definition,
  loading,
  empty,
  lead,
  select,
  children,
  ...section
}: RecordsSectionProps<D>) {
  const state = useRecords(definition);
  const shown =
    state.status === 'ready' && select ? { ...state, records: select(state.records) } : state;
  return (
    <Section {...section}>
      {lead}
      <DataState
        state={shown}
        loading={loading}
        failed={messagesFor(definition).loadFailed}
        empty={empty}
      >
        {children}
      </DataState>
    </Section>
  );
}
