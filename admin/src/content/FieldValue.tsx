import { isFileField, truncate, type Field, type ResourceDefinition } from '@club/model';
import { useRecordContext } from 'react-admin';
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

/** One list cell, rendered by the field's kind. */
export const FieldValue = ({ source, definition, field }: FieldValueProps) => {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);

  if (isFileField(field)) {
    return <FileThumbnail definition={definition} field={field} fileName={text} />;
  }
  switch (field.kind) {
    case 'url':
      return (
        <a
          href={text}
          target="_blank"
          rel="noopener noreferrer"
          title={text}
          // The row itself opens the edit screen; following the link should not.
          onClick={(event) => event.stopPropagation()}
        >
          {shortLink(text)}
        </a>
      );
    case 'text':
    case 'longText':
    case 'links':
      return <span title={text}>{truncate(text)}</span>;
    default:
      return <span>{text}</span>;
  }
};
