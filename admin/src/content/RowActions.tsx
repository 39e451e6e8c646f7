import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { ResourceDefinition } from '@club/model';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { DeleteConfirm } from './DeleteConfirm';
import { focusAfterRowRemoved } from './row-focus';
import { useRecordDelete, useRecordName } from './use-record-delete';

// The row itself opens the edit screen; a button in it must do only its own job.
const stop = (event: MouseEvent) => event.stopPropagation();

/** What a row's icon says: 'Edit Nusrat Jahan', or 'Edit this team member' for a nameless one. */
const useActionName = (definition: ResourceDefinition, verb: string) => {
  const name = useRecordName(definition);
  return `${verb} ${name || `this ${definition.labels.one}`}`;
};

const EditIconButton = ({ definition }: { definition: ResourceDefinition }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const label = useActionName(definition, 'Edit');
  if (!record) return null;
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={createPath({ resource, id: record.id, type: 'edit' })}
        aria-label={label}
        color="primary"
        size="small"
        onClick={stop}
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const DeleteIconButton = ({ definition }: { definition: ResourceDefinition }) => {
  const label = useActionName(definition, 'Delete');
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const row = useRef<HTMLTableRowElement | null>(null);
  // With the last row gone the list shows its empty state: its Add button is what is left to do.
  const addButton = () =>
    document.querySelector<HTMLElement>(
      `main a[href$="${createPath({ resource, type: 'create' })}"]`,
    );
  const { ask, confirm } = useRecordDelete(definition, {
    toList: false,
    deleted: () => row.current && focusAfterRowRemoved(row.current, addButton),
  });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          color="error"
          size="small"
          onClick={(event) => {
            stop(event);
            row.current = event.currentTarget.closest('tr');
            ask();
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteConfirm {...confirm} />
    </>
  );
};

/**
 * A list row's actions as icons, each named for the record it acts on: the resource's own
 * (a certificate's QR download), then Edit and Delete. Icons keep the column narrow, so the
 * table fits beside the menu at 1280 px without hiding another column.
 */
export const RowActions = ({
  definition,
  children,
}: {
  /** Read by Datagrid for the column header. */
  label: string;
  textAlign?: 'right';
  definition: ResourceDefinition;
  children?: ReactNode;
}) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
    {children}
    <EditIconButton definition={definition} />
    <DeleteIconButton definition={definition} />
  </Box>
);
