import type { ResourceDefinition } from '@club/model';
import { Checkbox } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import { useRecordName } from './use-record-delete';

// The row itself opens the edit screen; ticking its box must not.
const stop = (event: MouseEvent) => event.stopPropagation();

/** Selects (or clears) every record of the page shown: the selection column's header. */
export const SelectPageCheckbox = ({ definition }: { definition: ResourceDefinition }) => {
  const { data = [], selectedIds = [], onSelect } = useListContext();
  const pageIds = data.map((record) => record.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      slotProps={{
        input: { 'aria-label': `Select every ${definition.labels.one} on this page` },
      }}
      checked={all}
      indeterminate={!all && pageIds.some((id) => selectedIds.includes(id))}
      onClick={stop}
      onChange={(event) =>
        onSelect(
          event.target.checked
            ? [...new Set([...selectedIds, ...pageIds])]
            : selectedIds.filter((id) => !pageIds.includes(id)),
        )
      }
    />
  );
};

/**
 * A row's box for the list's actions on several records (Delete selected, a certificate's Send
 * to recipient), named for its record ("Select Nadia Islam") as the row's other controls are.
 * react-admin's own selection column names its boxes on an element a screen reader does not
 * read for the box, so the lists keep this one of their own.
 */
export const SelectColumn = ({
  definition,
}: {
  label: string;
  header?: ReactNode;
  definition: ResourceDefinition;
}) => {
  const record = useRecordContext();
  const name = useRecordName(definition);
  const { selectedIds = [], onToggleItem } = useListContext();
  if (!record) return null;
  const fallback = definition.keyField ? String(record[definition.keyField] ?? '') : '';
  return (
    <Checkbox
      size="small"
      // Narrow: the certificate list is the console's widest.
      sx={{ p: 0.5 }}
      slotProps={{
        input: { 'aria-label': `Select ${name || fallback || `this ${definition.labels.one}`}` },
      }}
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
    />
  );
};
