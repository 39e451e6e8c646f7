import {
  Alert,
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ImportProgress, SkippedRow } from './use-import-run';
import { counted } from './words';

/** A bar and counts while the records are being written; `doing` says what ('Importing services'). */
export const ImportProgressBar = ({
  progress,
  doing,
}: {
  progress: ImportProgress;
  doing: string;
}) => {
  const done = progress.created + progress.failed;
  const percent = progress.total ? (100 * done) / progress.total : 100;
  return (
    <Box role="status" sx={{ my: 2 }}>
      <Typography variant="body2" gutterBottom>
        {`${doing}: ${done} of ${progress.total} done (${progress.created} saved, ${progress.failed} not saved).`}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={doing} />
    </Box>
  );
};

interface ImportReportProps {
  created: number;
  /** Records updated, for an import that updates too. */
  updated?: number;
  skipped: readonly SkippedRow[];
  /** One record, in a sentence ('certificate'). */
  one: string;
  /** The heading of the column that names each skipped row's record ('Name', 'Title'). */
  nameLabel: string;
}

/** What was created (and updated) and every row that was not, with the reason. */
export const ImportReport = ({ created, updated, skipped, one, nameLabel }: ImportReportProps) => (
  <Box sx={{ my: 2 }}>
    <Alert severity={skipped.length ? 'warning' : 'success'} role="status">
      {`Created ${counted(created, one)}.${updated ? ` Updated ${counted(updated, one)}.` : ''} Skipped ${counted(skipped.length, 'row')}.`}
    </Alert>
    {skipped.length > 0 && (
      // Fixed columns that wrap their words: the table is never wider than the screen, so it
      // needs no scrolling (which would make it a Tab stop of its own).
      <Table size="small" aria-label="Skipped rows" sx={{ mt: 1, tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '4.5em' }}>Row</TableCell>
            <TableCell sx={{ width: '35%' }}>{nameLabel}</TableCell>
            <TableCell>Why it was skipped</TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={{ '& td': { overflowWrap: 'anywhere' } }}>
          {skipped.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Box>
);
