import { narrowingOf, type Field, type ResourceDefinition } from '@club/model';
import { FormDataConsumer, SelectInput, useGetList, type RaRecord } from 'react-admin';
import type { InputCommon } from './input-common';
import { titleChoices } from './references';

interface ReferenceTitleInputProps {
  definition: ResourceDefinition;
  field: Field;
  common: InputCommon;
}

// Clubs have tens of events, not thousands: one page holds every title.
const ALL = { page: 1, perPage: 500 };

/**
 * A field whose value is another record's title (a sub-event's event): chosen from the
 * existing titles rather than typed, so it always matches (spec §5).
 */
export const ReferenceTitleInput = ({ definition, field, common }: ReferenceTitleInputProps) => {
  const target = field.refersTo;
  const { data = [], isPending } = useGetList<RaRecord>(target?.resource ?? '', {
    pagination: ALL,
    sort: { field: target?.field ?? 'id', order: 'ASC' },
  });
  if (!target) return null;
  const narrowing = narrowingOf(definition, field);
  const parentLabel = narrowing && definition.fields[narrowing.ownField]?.label;

  return (
    <FormDataConsumer>
      {({ formData }) => {
        const parent: unknown = narrowing ? formData?.[narrowing.ownField] : undefined;
        // Until the parent is chosen, no title is one this record may name (spec §5).
        const waiting = Boolean(narrowing && !parent);
        const records = narrowing
          ? data.filter((r) => parent && r[narrowing.theirField] === parent)
          : data;
        const current: unknown = formData?.[common.source];
        return (
          <SelectInput
            {...common}
            choices={titleChoices(records, target.field, current)}
            isPending={isPending}
            disabled={waiting}
            // The combobox, not the hidden native input, is what screen readers meet.
            slotProps={{
              select: { SelectDisplayProps: { 'aria-required': common.isRequired || undefined } },
            }}
            // A greyed-out input's helper text is too faint to read (38% black), and it says why.
            sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
            emptyText="Choose…"
            helperText={
              common.helperText ||
              (waiting && parentLabel ? `Choose the ${parentLabel} first` : false)
            }
          />
        );
      }}
    </FormDataConsumer>
  );
};
