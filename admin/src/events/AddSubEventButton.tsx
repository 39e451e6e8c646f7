import AddIcon from '@mui/icons-material/Add';
import { event, subEvent } from '@club/model';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';

/**
 * The Event List's plus (spec §2): the sub-event form, opened with this event chosen. The
 * eventName field names the event by title, so the record's title is what the form gets. An
 * icon like the row's Edit and Delete beside it.
 */
export const AddSubEventButton = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const title = record?.[event.titleField];
  if (typeof title !== 'string') return null;
  const label = `Add a sub-event to ${title}`;
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={createPath({ resource: subEvent.name, type: 'create' })}
        state={{ record: { eventName: title } }}
        aria-label={label}
        color="primary"
        size="small"
        // The row opens the event's edit screen; this button must not.
        onClick={(e: MouseEvent) => e.stopPropagation()}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
