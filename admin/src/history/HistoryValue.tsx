import { isFileField, type Field, type ResourceDefinition } from '@club/model';
import { Typography } from '@mui/material';
import { FileThumbnail } from '../content/FileThumbnail';

/**
 * One value of one version, whole: long texts wrap (line breaks kept), addresses break
 * anywhere, a picture shows small (one no longer kept shows its name, as a broken picture does).
 */
export const HistoryValue = ({
  definition,
  field,
  value,
  side,
}: {
  definition: ResourceDefinition;
  field: Field;
  value: unknown;
  /** Names the picture for screen readers: 'Image before', 'Image after'. */
  side: 'before' | 'after';
}) => {
  if (value === undefined || value === null || value === '')
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        (empty)
      </Typography>
    );
  const text = String(value);
  if (isFileField(field))
    return (
      <FileThumbnail
        definition={definition}
        field={field}
        fileName={text}
        size={56}
        alt={`${field.label} ${side}`}
      />
    );
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
};
