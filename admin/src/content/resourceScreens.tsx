import type { ResourceDefinition } from '@club/model';
import type { RaRecord } from 'react-admin';
import { ContentCreate } from './ContentCreate';
import { ContentEdit } from './ContentEdit';
import { ContentList } from './ContentList';
import { iconFor } from './icons';

/**
 * The props of a `<Resource>` for one model definition, in the shape of react-admin's demo
 * (`{list, create, edit, icon, recordRepresentation}`). Call once per definition, outside
 * render: new component functions on every render would remount the screens.
 */
export const resourceScreens = (definition: ResourceDefinition) => ({
  list: () => <ContentList definition={definition} />,
  create: () => <ContentCreate definition={definition} />,
  edit: () => <ContentEdit definition={definition} />,
  icon: iconFor(definition.name),
  recordRepresentation: (record: RaRecord) => String(record[definition.titleField] ?? record.id),
});
