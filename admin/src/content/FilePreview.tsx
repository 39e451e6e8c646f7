import { isVideoName } from '@club/model';
import { ImageField, useRecordContext } from 'react-admin';

/** Preview of one file in a file input: `{ src, title }` for a chosen or a stored file. */
export const FilePreview = () => {
  const file = useRecordContext<{ id?: string; src?: string; title?: string }>();
  if (!file?.src) return null;
  if (isVideoName(file.title ?? '')) {
    return <video src={file.src} controls muted width={240} style={{ maxHeight: 160 }} />;
  }
  return (
    <ImageField
      source="src"
      title="title"
      sx={{ '& img': { maxWidth: 240, maxHeight: 160, objectFit: 'contain' } }}
    />
  );
};
