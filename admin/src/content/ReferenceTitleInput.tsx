import { narrowingOf, type Field, type ResourceDefinition } from '@club/model';
import { FormDataConsumer, SelectInput, useGetList, type RaRecord } from 'react-admin';
import type { InputCommon } from './FieldInput';
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
        const records =
          narrowing && parent ? data.filter((r) => r[narrowing.theirField] === parent) : data;
        return (
          <SelectInput
            {...common}
            choices={titleChoices(records, target.field, formData?.[common.source])}
            isPending={isPending}
            emptyText="Choose…"
            helperText={
              common.helperText ||
              (parentLabel && !parent
                ? `Choose the ${parentLabel} first to narrow this list`
                : false)
            }
          />
        );
      }}
    </FormDataConsumer>
  );
};
