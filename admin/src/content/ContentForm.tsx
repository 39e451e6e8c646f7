import { fieldEntries, type ResourceDefinition } from '@club/model';
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { UploadProgress } from '../uploads/UploadProgress';
import { saveLabel } from './button-labels';
import { FieldInput } from './FieldInput';
import { InvalidFormNotice } from './InvalidFormNotice';
import { DeleteForGoodButton } from './DeleteForGoodButton';
import { RecordDeleteButton } from './RecordDeleteButton';
import { contentResolver } from './validation';

interface ContentFormProps {
  definition: ResourceDefinition;
  mode: 'create' | 'edit';
}

const FormToolbar = ({ definition, mode }: ContentFormProps) => (
  <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
    <UploadProgress />
    {/* On create, Save is never greyed out: clicking it shows what is still missing. */}
    <SaveButton
      label={mode === 'create' ? saveLabel(definition) : undefined}
      alwaysEnable={mode === 'create' || undefined}
    />
    {mode === 'edit' && (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RecordDeleteButton definition={definition} />
        <DeleteForGoodButton definition={definition} />
      </Stack>
    )}
  </Toolbar>
);

/**
 * One input per field of the model, validated with the model's input schema. Derived fields
 * (a certificate's code) are shown read-only, computed with the model's `derive` as the
 * person types; the server derives them again.
 */
export const ContentForm = ({
  definition,
  mode,
  end,
}: ContentFormProps & {
  /** After the fields: a resource's own (ScreenExtras.editFormEnd). */
  end?: ReactNode;
}) => (
  <SimpleForm
    resolver={contentResolver(definition)}
    toolbar={<FormToolbar definition={definition} mode={mode} />}
    disableInvalidFormNotification
    // The browser's own bubble ("Please enter a URL.") would stop the save at the first field
    // and cover its message; off, the form shows every field's message at once.
    noValidate
    sx={{ maxWidth: 720 }}
  >
    <InvalidFormNotice definition={definition} />
    {fieldEntries(definition).map(([name, field]) => (
      <FieldInput key={name} name={name} field={field} definition={definition} />
    ))}
    {end}
  </SimpleForm>
);
