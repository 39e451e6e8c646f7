import {
  cutForTable,
  isFileField,
  TABLE_TEXT_LIMIT,
  truncate,
  type Field,
  type ResourceDefinition,
} from '@club/model';
import { Box, Link } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { FileThumbnail } from './FileThumbnail';

export interface FieldValueProps {
  /** Read by Datagrid for the column: the record key, the header and whether it sorts. */
  source: string;
  label: string;
  sortable?: boolean;
  definition: ResourceDefinition;
  field: Field;
}

// A row shows where a link goes, not the whole address.
const shortLink = (href: string) => {
  try {
    const url = new URL(href);
    return truncate(url.hostname.replace(/^www\./, '') + url.pathname.replace(/\/$/, ''));
  } catch {
    return truncate(href);
  }
};

/** A long text as the list shows it (spec §5), following `ellipsisFollows` where the model sets it. */
const cellText = (definition: ResourceDefinition, field: Field, record: RaRecord, text: string) => {
  const follows = definition.ellipsisFollows;
  if (!follows || field.kind !== 'longText') return cutForTable(text);
  return cutForTable(text, String(record[follows] ?? '').length > TABLE_TEXT_LIMIT);
};

// An address is one long word: it may break anywhere, or its column alone would outgrow the table.
const breakAnywhere = { overflowWrap: 'anywhere' } as const;

/** One list cell, rendered by the field's kind. */
export const FieldValue = ({ source, definition, field }: FieldValueProps) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (!record || value === null || value === undefined || value === '') return null;
  const text = String(value);

  if (isFileField(field)) {
    return <FileThumbnail definition={definition} field={field} fileName={text} />;
  }
  switch (field.kind) {
    case 'url':
      return (
        <Link
          sx={breakAnywhere}
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          title={text}
          underline="hover"
          // The row itself opens the edit screen; following the link should not.
          onClick={(event) => event.stopPropagation()}
        >
          {shortLink(text)}
        </Link>
      );
    case 'text':
    case 'longText':
    case 'links':
      return <span title={text}>{cellText(definition, field, record, text)}</span>;
    case 'email':
      return (
        <Box component="span" sx={breakAnywhere}>
          {text}
        </Box>
      );
    default:
      return <span>{text}</span>;
  }
};
