import {
  acceptedTypes,
  uploadLimitsText,
  type Field,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import { FileInput, ImageInput } from 'react-admin';
import type { InputCommon } from './FieldInput';
import { FilePreview } from './FilePreview';
import { fileUrl } from './files';

interface FileValueInputProps {
  definition: ResourceDefinition;
  field: Field;
  common: InputCommon;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An image or media field. The record holds a bare file name, shown through its upload URL;
 * a newly chosen file becomes react-admin's `{ rawFile, src, title }`, which the data provider
 * uploads straight to the bucket before it saves. The stored name stays in the form untouched
 * until replaced, or removed (null) where the field is optional.
 */
export const FileValueInput = ({
  definition,
  field,
  common: { id: _id, helperText, ...common },
}: FileValueInputProps) => {
  const kind = field.kind as FileKind;
  // What the file picker offers; the server judges the bytes again whatever the browser says.
  const accept = Object.fromEntries(acceptedTypes(kind).map((type) => [type, []]));
  const limits = `${sentence(uploadLimitsText(kind))}.`;
  const hint = helperText ? `${helperText}. ${limits}` : limits;
  // No explicit id: FileInput would put it on its wrapper as well as on the <input>, and the
  // duplicate breaks the label. Tests find the input by its wrapper class `ra-input-<field>`.
  // The hidden file input gets its name from the field, as screen readers need.
  const inputProps = { 'aria-label': `${common.label}: choose a file` };
  const format = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const src = value ? fileUrl(definition, value) : undefined;
    return src ? { src, title: value } : null;
  };
  if (kind === 'media') {
    return (
      <FileInput
        {...common}
        helperText={hint}
        inputProps={inputProps}
        accept={accept}
        format={format}
        placeholder={<p>Drop a picture or an MP4/WebM video here, or click to choose one.</p>}
      >
        <FilePreview />
      </FileInput>
    );
  }
  return (
    <ImageInput
      {...common}
      helperText={hint}
      inputProps={inputProps}
      accept={accept}
      format={format}
    >
      <FilePreview />
    </ImageInput>
  );
};
