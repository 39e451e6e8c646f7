import {
  DELETED_DAYS,
  resourceByName,
  type DeletedRecord,
  type ResourceDefinition,
  type Role,
} from '@club/model';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  useCreatePath,
  useListContext,
  useNotify,
  usePermissions,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router';
import { serverMessage } from '../http-errors';
import { ScreenHeading } from '../layout/ScreenHeading';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { deleteForGood, restoreDeleted } from './history-api';
import { day, when } from './when';

export const DELETED_TITLE = 'Recently deleted';

/** What kind of record it is, in the model's words: 'Team member'. */
const kindOf = (item: DeletedRecord) => {
  const one = resourceByName(item.resource)?.labels.one ?? item.resource;
  return one.charAt(0).toUpperCase() + one.slice(1);
};

interface Restored {
  definition: ResourceDefinition;
  id: string;
  title: string;
}

/** The last record brought back, for the notice above the list. */
const RestoredContext = createContext<(restored: Restored) => void>(() => {});

/** Brings one record back; the notice above the list then offers to open it. */
const RestoreButton = ({ item }: { item: DeletedRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const announce = useContext(RestoredContext);
  const [pending, setPending] = useState(false);
  const definition = resourceByName(item.resource);
  const restore = async () => {
    if (!definition) return;
    setPending(true);
    try {
      const back = await restoreDeleted(item.id);
      announce({ definition, id: String(back.id), title: item.title });
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? 'It could not be restored. Please try again.', {
        type: 'error',
      });
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<RestoreFromTrashIcon />}
      onClick={restore}
      disabled={pending}
      aria-label={`Restore ${kindOf(item).toLowerCase()} “${item.title}”`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Restore
    </Button>
  );
};

/**
 * An owner's "Delete for good", for a member who asked to be taken off the site: after a
 * question that names the record and says it cannot be undone, the record, its files and its
 * history go at once. Editors do not see it (the API refuses them too).
 */
const DeleteForGoodButton = ({ item }: { item: DeletedRecord }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const kind = kindOf(item).toLowerCase();
  const confirm = async () => {
    setPending(true);
    try {
      await deleteForGood(item.id);
      notify(`The ${kind} “${item.title}” was deleted for good.`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? 'It could not be deleted. Please try again.', {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Delete ${kind} “${item.title}” for good`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Delete for good
      </Button>
      <ConfirmDialog
        open={open}
        pending={pending}
        title={`Delete ${kind} “${item.title}” for good?`}
        content={`This cannot be undone. The ${kind}, its pictures and files, and its history (every earlier version) are removed now, and it can no longer be restored.`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        confirmLabel="Delete for good"
        confirmLook={{ color: 'error', variant: 'contained', startIcon: <DeleteForeverIcon /> }}
      />
    </>
  );
};

/** Restore, and for an owner Delete for good, side by side (stacked when they do not fit). */
const RowActions = ({ item }: { item: DeletedRecord }) => {
  const { permissions } = usePermissions<Role>();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}
    >
      <RestoreButton item={item} />
      {permissions === 'owner' && <DeleteForGoodButton item={item} />}
    </Stack>
  );
};

/** Above the list once a record is back: what came back, and a link that opens it. */
const RestoredNotice = ({ restored, onClose }: { restored: Restored; onClose: () => void }) => {
  const createPath = useCreatePath();
  const link = useRef<HTMLAnchorElement>(null);
  // The restored row left the list, and the button with it: the focus goes to the way on.
  useEffect(() => link.current?.focus(), [restored]);
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2, mt: { xs: 1, sm: 0 } }}>
      {`${restored.definition.labels.one.charAt(0).toUpperCase()}${restored.definition.labels.one.slice(1)} “${restored.title}” is back. `}
      <MuiLink
        component={Link}
        ref={link}
        to={createPath({ resource: restored.definition.name, id: restored.id, type: 'edit' })}
      >
        Open it
      </MuiLink>
    </Alert>
  );
};

const Empty = () => (
  <Box sx={{ textAlign: 'center', m: 4 }}>
    <RestoreFromTrashIcon sx={{ fontSize: 80, opacity: 0.4 }} />
    <Typography variant="h6" component="h2" gutterBottom>
      Nothing was deleted recently
    </Typography>
    <Typography variant="body1">
      {`A deleted record stays here for ${DELETED_DAYS} days, with its pictures and files (no longer shown on the website). Until then you can bring it back with Restore.`}
    </Typography>
  </Box>
);

const Table = () => (
  <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { verticalAlign: 'top' } }}>
    <FunctionField label="What" render={(item: DeletedRecord) => kindOf(item)} />
    <FunctionField
      label="Title"
      render={(item: DeletedRecord) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Box>
      )}
    />
    <FunctionField
      label="Deleted by"
      render={(item: DeletedRecord) => (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {item.who}
        </Box>
      )}
    />
    <FunctionField label="Deleted on" render={(item: DeletedRecord) => when(item.deletedAt)} />
    <FunctionField label="Kept until" render={(item: DeletedRecord) => day(item.until)} />
    <FunctionField
      label="Actions"
      textAlign="right"
      render={(item: DeletedRecord) => <RowActions item={item} />}
    />
  </Datagrid>
);

/** On a phone, each deleted record is a card: a table of six columns does not fit. */
const Cards = () => {
  const { data } = useListContext<DeletedRecord>();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {(data ?? []).map((item) => (
        <Card component="li" key={item.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="overline" component="p">
              {kindOf(item)}
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`Deleted ${when(item.deletedAt)} by ${item.who}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {`Kept until ${day(item.until)}`}
            </Typography>
            <RowActions item={item} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/**
 * "Recently deleted": every deleted record of every kind, newest first, for DELETED_DAYS days;
 * Restore brings one back with its id and files.
 */
export const DeletedList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [restored, setRestored] = useState<Restored>();
  return (
    <RestoredContext.Provider value={setRestored}>
      <ScreenHeading title={DELETED_TITLE} />
      {restored && <RestoredNotice restored={restored} onClose={() => setRestored(undefined)} />}
      <List
        title={DELETED_TITLE}
        exporter={false}
        actions={false}
        empty={<Empty />}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      >
        {phone ? <Cards /> : <Table />}
      </List>
    </RestoredContext.Provider>
  );
};
