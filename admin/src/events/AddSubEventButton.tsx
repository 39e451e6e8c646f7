import AddIcon from '@mui/icons-material/Add';
import { event, subEvent } from '@club/model';
import type { MouseEvent } from 'react';
import { CreateButton, useRecordContext } from 'react-admin';

/**
 * The Event List's plus (spec §2): the sub-event form, opened with this event chosen. The
 * eventName field names the event by title, so the record's title is what the form gets.
 */
export const AddSubEventButton = () => {
  const record = useRecordContext();
  const title = record?.[event.titleField];
  if (typeof title !== 'string') return null;
  return (
    <CreateButton
      resource={subEvent.name}
      label=""
      aria-label={`Add a sub-event to ${title}`}
      title={`Add a sub-event to ${title}`}
      icon={<AddIcon />}
      state={{ record: { eventName: title } }}
      // The row opens the event's edit screen; this button must not.
      onClick={(e: MouseEvent) => e.stopPropagation()}
    />
  );
};
