import { certificate } from '@club/model';
import { Checkbox } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import { useRecordName } from '../content/use-record-delete';

// The row itself opens the edit screen; ticking its box must not.
const stop = (event: MouseEvent) => event.stopPropagation();

/** Selects (or clears) every certificate of the page shown: the selection column's header. */
export const SelectPageCheckbox = () => {
  const { data = [], selectedIds = [], onSelect } = useListContext();
  const pageIds = data.map((record) => record.id);
  const all = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      slotProps={{ input: { 'aria-label': 'Select every certificate on this page' } }}
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
 * A row's box for "Send to recipient", named for its certificate ("Select Nadia Islam") as the
 * row's other controls are. react-admin's own selection column names its boxes on an element
 * a screen reader does not read for the box, so the list keeps this one of its own.
 */
export const SelectColumn = (_: { label: string; header?: ReactNode }) => {
  const record = useRecordContext();
  const name = useRecordName(certificate);
  const { selectedIds = [], onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      // Narrow: the certificate list is the console's widest.
      sx={{ p: 0.5 }}
      slotProps={{ input: { 'aria-label': `Select ${name || String(record.code ?? '')}` } }}
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
    />
  );
};
