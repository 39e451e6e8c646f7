import type { ResourceDefinition } from '@club/model';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList, type ListExtras } from './ContentList';
import { iconFor } from './icons';

/** What a resource's own folder (admin/src/<resource>/) adds to its generated screens. */
export interface ScreenExtras {
  list?: ListExtras;
  /** Below the edit form, in the record's context (a certificate's status, revoke, reinstate). */
  editBelow?: ReactNode;
  /** In the edit form, after the fields: it reads the record and the form's state. */
  editFormEnd?: ReactNode;
}

/**
 * The props of a `<Resource>` for one model definition, in the shape of react-admin's demo
 * (`{list, create, edit, icon, recordRepresentation}`). Call once per definition, outside
 * render: new component functions on every render would remount the screens.
 */
export const resourceScreens = (definition: ResourceDefinition, extras: ScreenExtras = {}) => ({
  list: () => <ContentList definition={definition} extras={extras.list} />,
  create: () => <ContentCreate definition={definition} />,
  edit: () => (
    <ContentEdit definition={definition} below={extras.editBelow} formEnd={extras.editFormEnd} />
  ),
  icon: iconFor(definition.name),
  recordRepresentation: (record: RaRecord) => String(record[definition.titleField] ?? record.id),
});
