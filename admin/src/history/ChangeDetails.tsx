import {
  CHANGE_ACTION_LABELS,
  changedFields,
  type RecordChange,
  type ResourceDefinition,
} from '@club/model';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type Ref } from 'react';
import type { RaRecord } from 'react-admin';
import { serverMessage } from '../http-errors';
import { restoreVersion } from './history-api';
import { HistoryValue } from './HistoryValue';
import { RestoreConfirm } from './RestoreConfirm';
import { restoreSentence } from './restore-words';
import { when } from './when';

/**
 * One change: who made it and when, each field it changed side by side (before, after), and
 * "Restore this version", which makes the record what it was after this change.
 */
export const ChangeDetails = ({
  definition,
  record,
  change,
  headingRef,
  onRestored,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  change: RecordChange;
  headingRef?: Ref<HTMLHeadingElement>;
  onRestored: (restored: RaRecord, change: RecordChange) => void;
}) => {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { one } = definition.labels;
  const fields = change.changed.filter((name) => definition.fields[name]);
  // What restoring would change from the record as it is now.
  const differs = change.after ? changedFields(definition, record, change.after) : [];

  const restore = async () => {
    setPending(true);
    setProblem(undefined);
    try {
      onRestored(await restoreVersion(definition, record, change), change);
      setAsking(false);
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The version could not be restored. Please try again.');
      setAsking(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h3">
          {`${CHANGE_ACTION_LABELS[change.action]} by ${change.who}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when(change.at)}
        </Typography>
      </Box>
      {fields.length > 0 ? (
        <Table
          size="small"
          // Three columns share a phone's width: tighter cells, so a label's word fits whole.
          sx={{ tableLayout: 'fixed', width: '100%', '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
            {`What this change did, field by field`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ width: { xs: '32%', sm: '24%' } }}>
                Field
              </TableCell>
              <TableCell component="th" scope="col">
                Before
              </TableCell>
              <TableCell component="th" scope="col">
                After
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((name) => (
              <TableRow key={name} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                  {definition.fields[name]!.label}
                </TableCell>
                {(['before', 'after'] as const).map((side) => (
                  <TableCell key={side}>
                    <HistoryValue
                      definition={definition}
                      field={definition.fields[name]!}
                      value={change[side]?.[name]}
                      side={side}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">No field the form shows was changed.</Typography>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {!change.after ? (
        <Typography variant="body2">
          {`The ${one} was deleted here. A deleted ${one} comes back from Recently deleted, in the menu.`}
        </Typography>
      ) : differs.length === 0 ? (
        <Typography variant="body2">{`This is the version the ${one} has now.`}</Typography>
      ) : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<RestoreIcon />}
            onClick={() => setAsking(true)}
            disabled={pending}
          >
            Restore this version
          </Button>
        </Box>
      )}
      <RestoreConfirm
        open={asking}
        pending={pending}
        title={`Restore the version of ${when(change.at)}?`}
        content={`${restoreSentence(definition, differs, change.after ?? {})} What the ${one} has now stays in the history, so you can return to it. Changes not yet saved in the form are dropped.`}
        onConfirm={restore}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};
