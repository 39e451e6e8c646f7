import type { Field, ResourceDefinition } from '@club/model';
import { FileInput, ImageInput } from 'react-admin';
import type { InputCommon } from './FieldInput';
import { FilePreview } from './FilePreview';
import { fileUrl } from './files';

// What the browser's file picker offers; the server sniffs the content again (ARCHITECTURE.md).
const IMAGES = { 'image/*': [] };
const MEDIA = { ...IMAGES, 'video/mp4': ['.mp4'], 'video/webm': ['.webm'] };

interface FileValueInputProps {
  definition: ResourceDefinition;
  field: Field;
  common: InputCommon;
}

/**
 * An image or media field. The record holds a bare file name, shown through its upload URL;
 * a newly chosen file becomes react-admin's `{ rawFile, src, title }`, which the data provider
 * sends as a file part. The stored name stays in the form untouched until replaced.
 */
export const FileValueInput = ({
  definition,
  field,
  common: { id: _id, ...common },
}: FileValueInputProps) => {
  // No explicit id: FileInput would put it on its wrapper as well as on the <input>, and the
  // duplicate breaks the label. Tests find the input by its wrapper class `ra-input-<field>`.
  const format = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const src = value ? fileUrl(definition, value) : undefined;
    return src ? { src, title: value } : null;
  };
  if (field.kind === 'media') {
    return (
      <FileInput
        {...common}
        accept={MEDIA}
        format={format}
        placeholder={<p>Drop a picture or an MP4/WebM video here, or click to choose one.</p>}
      >
        <FilePreview />
      </FileInput>
    );
  }
  return (
    <ImageInput {...common} accept={IMAGES} format={format}>
      <FilePreview />
    </ImageInput>
  );
};
