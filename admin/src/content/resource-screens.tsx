import type { ResourceDefinition } from '@club/model';
import type { RaRecord } from 'react-admin';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList, type ListExtras } from './ContentList';
import { iconFor } from './icons';

/** What a resource's own folder (admin/src/<resource>/) adds to its generated screens. */
export interface ScreenExtras {
  list?: ListExtras;
}

/**
 * The props of a `<Resource>` for one model definition, in the shape of react-admin's demo
 * (`{list, create, edit, icon, recordRepresentation}`). Call once per definition, outside
 * render: new component functions on every render would remount the screens.
 */
export const resourceScreens = (definition: ResourceDefinition, extras: ScreenExtras = {}) => ({
  list: () => <ContentList definition={definition} extras={extras.list} />,
  create: () => <ContentCreate definition={definition} />,
  edit: () => <ContentEdit definition={definition} />,
  icon: iconFor(definition.name),
  recordRepresentation: (record: RaRecord) => String(record[definition.titleField] ?? record.id),
});
