import {
  CHANGE_ACTION_LABELS,
  HISTORY_DAYS,
  REPLACED_FILE_DAYS,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNotify, useRedirect, useRefresh, type RaRecord } from 'react-admin';
import { serverMessage } from '../http-errors';
import { ChangeDetails } from './ChangeDetails';
import { fetchHistory } from './history-api';
import { when } from './when';

const YEAR_DAYS = 365;

const kept = (days: number) => (days === YEAR_DAYS ? 'a year' : `${days} days`);

/** A change as the list names it: what, by whom, when, and which fields. */
const ChangeItem = ({
  definition,
  change,
  selected,
  onSelect,
}: {
  definition: ResourceDefinition;
  change: RecordChange;
  selected: boolean;
  onSelect: () => void;
}) => {
  const fields = change.changed
    .filter((name) => definition.fields[name])
    .map((name) => definition.fields[name]!.label);
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ alignItems: 'flex-start' }}
      >
        <ListItemText
          primary={`${CHANGE_ACTION_LABELS[change.action]} by ${change.who}`}
          secondary={[when(change.at), change.action === 'update' ? fields.join(', ') : '']
            .filter(Boolean)
            .join(' · ')}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
};

/**
 * The record's history: its changes, newest first, and the one chosen beside them (below them
 * on a phone, where the list and the change take the whole screen in turn).
 */
export const HistoryDialog = ({
  definition,
  record,
  onClose,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  onClose: () => void;
}) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [chosen, setChosen] = useState<string>();
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const id = String(record.id);
  // Read afresh each time it opens (and after a restore): a history is never stale here.
  const history = useQuery({
    queryKey: ['history', definition.name, id],
    queryFn: () => fetchHistory(definition, id),
    gcTime: 0,
    retry: false,
  });
  const changes = history.data;
  const problem = history.isError
    ? (serverMessage(history.error) ?? 'The history could not be loaded. Please try again.')
    : undefined;
  const load = () => void history.refetch();

  // A wide screen shows the newest change at once; a phone shows the list first.
  const selected = changes?.find((c) => c.id === chosen) ?? (phone ? undefined : changes?.[0]);

  const choose = (change: RecordChange) => {
    setChosen(change.id);
    // On a phone the list gives way to the change: the focus goes with it.
    if (phone) setTimeout(() => detailsHeading.current?.focus());
  };

  const restored = (saved: RaRecord, change: RecordChange) => {
    notify(`Restored the version of ${when(change.at)}.`, { type: 'success' });
    if (saved.id !== record.id) {
      // A certificate restored to another code lives under another id.
      onClose();
      redirect('edit', definition.name, saved.id);
      return;
    }
    // Reloads the record and, with every other query, this history.
    refresh();
  };

  const list = changes && (
    <List dense aria-label="Changes, newest first" sx={{ p: 0 }}>
      {changes.map((change) => (
        <ChangeItem
          key={change.id}
          definition={definition}
          change={change}
          selected={selected?.id === change.id}
          onSelect={() => choose(change)}
        />
      ))}
    </List>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {`History of “${String(record[definition.titleField] ?? record.id)}”`}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`Every change is kept for ${kept(HISTORY_DAYS)}: who made it, when, and what it changed. The files of earlier versions are kept for ${kept(REPLACED_FILE_DAYS)}.`}
        </Typography>
        {problem && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={load}>
                Retry
              </Button>
            }
          >
            {problem}
          </Alert>
        )}
        {!changes && !problem && <CircularProgress aria-label="Loading the history" />}
        {changes?.length === 0 && (
          <Typography>{`No change of this ${definition.labels.one} is kept yet.`}</Typography>
        )}
        {changes &&
          changes.length > 0 &&
          phone &&
          (selected ? (
            <Box>
              <Button
                startIcon={<ArrowBackIcon />}
                onClick={() => setChosen(undefined)}
                sx={{ mb: 1 }}
              >
                All changes
              </Button>
              <ChangeDetails
                definition={definition}
                record={record}
                change={selected}
                headingRef={detailsHeading}
                onRestored={restored}
              />
            </Box>
          ) : (
            list
          ))}
        {changes && changes.length > 0 && !phone && selected && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '320px minmax(0, 1fr)', gap: 3 }}>
            <Box sx={{ borderRight: 1, borderColor: 'divider', pr: 1 }}>{list}</Box>
            <ChangeDetails
              definition={definition}
              record={record}
              change={selected}
              headingRef={detailsHeading}
              onRestored={restored}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
