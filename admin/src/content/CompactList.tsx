import { fieldEntries, isFileField, truncate, type ResourceDefinition } from '@club/model';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord } from 'react-admin';
import { FileThumbnail } from './FileThumbnail';

const text = (record: RaRecord, name: string | undefined) =>
  name ? truncate(String(record[name] ?? ''), 40) : '';

/**
 * The list on a phone: one line per record with its title, the next column that says
 * something, and its picture, instead of a table wider than the screen. A row opens the
 * edit screen, which also deletes. `aside` ends each row (it reads the row's record).
 */
export const CompactList = ({
  definition,
  aside,
}: {
  definition: ResourceDefinition;
  aside?: ReactNode;
}) => {
  const columns = definition.listColumns;
  const picture = columns.find((name) => {
    const field = definition.fields[name];
    return field && isFileField(field);
  });
  const subtitle = columns.find((name) => {
    const field = definition.fields[name];
    return name !== definition.titleField && field && !isFileField(field);
  });
  const pictureField = picture ? definition.fields[picture] : undefined;
  const order = fieldEntries(definition).map(([name]) => name);
  return (
    <SimpleList
      // A long code is one word: it breaks rather than run under the row's end (its QR code).
      sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
      linkType="edit"
      primaryText={(record) => text(record, definition.titleField) || text(record, order[0])}
      secondaryText={(record) => text(record, subtitle)}
      leftIcon={
        picture && pictureField
          ? (record) =>
              record[picture] ? (
                <FileThumbnail
                  definition={definition}
                  field={pictureField}
                  fileName={String(record[picture])}
                  size={40}
                  alt=""
                />
              ) : null
          : undefined
      }
      rightIcon={aside ? () => aside : undefined}
    />
  );
};
