import type { ReactElement } from 'react';
import type { Field, ResourceDefinition } from '@club/model';
import { DateInput, NumberInput, TextInput } from 'react-admin';
import { DerivedInput } from './DerivedInput';
import { FileValueInput } from './FileValueInput';
import { IconInput } from './IconInput';
import type { InputCommon } from './input-common';
import { ReferenceTitleInput } from './ReferenceTitleInput';

interface FieldInputProps {
  name: string;
  field: Field;
  definition: ResourceDefinition;
}

/**
 * Says "required" to screen readers on the input itself: react-admin marks a required field
 * only with an aria-hidden "*" in its label. aria-required rather than `required`, which would
 * let the browser's own bubble stop the save before the form can show its field messages.
 */
const requiredInput = (isRequired: boolean) => ({
  slotProps: { htmlInput: { 'aria-required': isRequired || undefined } },
});

/** The input for one field of the model, chosen by its kind. */
export const FieldInput = ({ name, field, definition }: FieldInputProps): ReactElement => {
  const common: InputCommon = {
    source: name,
    id: name,
    label: field.label,
    helperText: field.hint ?? (field.required ? false : 'Optional'),
    isRequired: field.required && !field.derived,
  };
  const text = { ...common, ...requiredInput(common.isRequired) };
  if (field.derived) return <DerivedInput definition={definition} common={common} />;
  if (field.refersTo) {
    return <ReferenceTitleInput definition={definition} field={field} common={common} />;
  }
  switch (field.kind) {
    case 'image':
    case 'media':
      return <FileValueInput definition={definition} field={field} common={common} />;
    case 'longText':
    case 'links':
      return <TextInput {...text} multiline minRows={3} />;
    case 'email':
      return <TextInput {...text} type="email" autoComplete="off" />;
    case 'url':
      return <TextInput {...text} type="url" placeholder="https://" />;
    case 'count':
      return <NumberInput {...text} min={0} step={1} />;
    case 'whatsapp':
      return <TextInput {...text} type="tel" />;
    case 'year':
      return <TextInput {...text} inputMode="numeric" placeholder="2025" />;
    case 'date':
      // Kept as the YYYY-MM-DD the API takes; an emptied input is '' (no date), not null.
      return <DateInput {...text} parse={(value: string | null) => value ?? ''} />;
    case 'icon':
      return <IconInput common={common} inputProps={requiredInput(common.isRequired)} />;
    case 'text':
      return <TextInput {...text} />;
  }
};
