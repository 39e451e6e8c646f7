import type { ResourceDefinition } from '@club/model';
import type { Theme } from '@mui/material';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { liveDerivedValues } from './derived';
import type { InputCommon } from './input-common';

interface DerivedInputProps {
  definition: ResourceDefinition;
  common: InputCommon;
}

const sourceNames = (definition: ResourceDefinition) =>
  Object.keys(definition.fields).filter((name) => !definition.fields[name]?.derived);

// react-admin draws a read-only input like a disabled one (38% black), too faint to read;
// this value is the point of the field, so it keeps the normal text colours.
const readable = (theme: Theme) => ({
  '& .MuiFormHelperText-root.Mui-disabled, & .MuiInputLabel-root.Mui-disabled': {
    color: theme.palette.text.secondary,
  },
  '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: theme.palette.text.primary },
});

/**
 * A field the model computes from the others (a certificate's code), shown as the person types.
 * It stays registered under its own name, so a server message about it (a code already taken)
 * appears right below it; the form's value is left alone and never sent as the authority.
 */
export const DerivedInput = ({ definition, common }: DerivedInputProps) => {
  const names = sourceNames(definition);
  const watched = useWatch({ name: names });
  const values = Object.fromEntries(names.map((name, i) => [name, watched[i]]));
  const live = liveDerivedValues(definition, values)[common.source] ?? '';
  return (
    <TextInput
      {...common}
      readOnly
      format={() => live}
      helperText="Filled in from the other fields"
      sx={readable}
    />
  );
};
