import {
  acceptedTypes,
  fileUrl,
  uploadLimitsText,
  type Field,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import { Box, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FileInput, ImageInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { focusRing } from '../layout/theme';
import type { InputCommon } from './input-common';
import { FilePreview } from './FilePreview';

interface FileValueInputProps {
  definition: ResourceDefinition;
  field: Field;
  common: InputCommon;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const HELPER = '.RaFileInput-dropZone + .MuiFormHelperText-root';
const REMOVE = '.RaFileInput-removeButton button';

// The drop zone is not focusable itself (react-dropzone's would be an unnamed 'presentation'):
// the file input inside it is, and its ring is drawn round the zone.
const fileInputSx = {
  // FileInput's own pointer cursor is lost once an sx is given.
  cursor: 'pointer',
  '& .RaFileInput-dropZone:has(input:focus-visible)': (theme: Theme) => focusRing(theme),
  // An image's Remove shows on hover only; reached with the keyboard it must show too.
  [`& ${REMOVE}.Mui-focusVisible`]: { opacity: 1 },
};

/**
 * An image or media field. The record holds a bare file name, shown through its upload URL;
 * a newly chosen file becomes react-admin's `{ rawFile, src, title }`, which the data provider
 * uploads straight to the bucket before it saves. The stored name stays in the form untouched
 * until replaced, or removed (null) where the field is optional.
 */
export const FileValueInput = ({
  definition,
  field,
  common: { id, helperText, ...common },
}: FileValueInputProps) => {
  const { errors } = useFormState({ name: common.source });
  const invalid = Boolean(errors[common.source]);
  const box = useRef<HTMLDivElement>(null);
  const kind = field.kind as FileKind;
  // What the file picker offers; the server judges the bytes again whatever the browser says.
  const accept = Object.fromEntries(acceptedTypes(kind).map((type) => [type, []]));
  const limits = `${sentence(uploadLimitsText(kind))}.`;
  const hint = helperText ? `${helperText}. ${limits}` : limits;
  const hintId = `${id}-helper-text`;
  // Two things react-admin's file input cannot be told. Its line under the drop zone (the hint,
  // or the error) has no id for the input to be described by: it gets the one a text input's
  // line has. Its button removing the chosen file is named 'Delete', like the edit screen's
  // button deleting the whole record: it is named for what it removes. After every render, as
  // react-admin draws both anew when an error comes or goes, or a file is chosen.
  const removeName = `Remove ${common.label}`;
  useEffect(() => {
    const helper = box.current?.querySelector(HELPER);
    if (helper) helper.id = hintId;
    for (const remove of box.current?.querySelectorAll(REMOVE) ?? []) {
      remove.setAttribute('aria-label', removeName);
      remove.setAttribute('title', removeName);
    }
  });
  // The file input itself is the control: a button to screen readers, opened with Enter or
  // Space, named by the field and described by the hint or the error. Its id (on the <input>
  // only: as a prop FileInput would also put it on its wrapper) lets a failed save focus it.
  const inputProps = {
    id,
    tabIndex: 0,
    'aria-label': `${common.label}: choose a file`,
    'aria-required': common.isRequired || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hintId,
  };
  const shared = {
    ...common,
    helperText: hint,
    inputProps,
    options: { noKeyboard: true },
    accept,
    format: (value: unknown) => {
      if (typeof value !== 'string') return value;
      const src = value ? fileUrl(definition, value) : undefined;
      return src ? { src, title: value } : null;
    },
    sx: fileInputSx,
  };
  return (
    <Box ref={box} sx={{ width: '100%' }}>
      {kind === 'media' ? (
        <FileInput
          {...shared}
          placeholder={<p>Drop a picture or an MP4/WebM video here, or click to choose one.</p>}
        >
          <FilePreview />
        </FileInput>
      ) : (
        <ImageInput {...shared}>
          <FilePreview />
        </ImageInput>
      )}
    </Box>
  );
};
