import { AUDIT_KINDS, AUDIT_KIND_LABELS } from '@club/model';
import { DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';

const kindChoices = AUDIT_KINDS.map((kind) => ({ id: kind, name: AUDIT_KIND_LABELS[kind] }));

/**
 * The log's filters, always on screen (the model's auditFilterSchema): part of a person's
 * e-mail, a kind, the first and last day (whole days, both included), and words in what
 * happened. An empty one is left out of the request, so it filters nothing.
 */
export const auditFilters = [
  <TextInput key="who" source="who" label="Person (e-mail)" alwaysOn resettable />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={kindChoices}
    emptyText="All kinds"
    translateChoice={false}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="First day" alwaysOn />,
  <DateInput key="to" source="to" label="Last day" alwaysOn />,
  <SearchInput key="q" source="q" alwaysOn />,
];
