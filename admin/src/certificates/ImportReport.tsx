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
import type { ImportProgress, ImportReport as Report } from './use-bulk-import';

/** A bar and counts while the certificates are being created. */
export const ImportProgressBar = ({ progress }: { progress: ImportProgress }) => {
  const done = progress.created + progress.failed;
  const percent = progress.total ? (100 * done) / progress.total : 100;
  return (
    <Box role="status" sx={{ my: 2 }}>
      <Typography variant="body2" gutterBottom>
        {`Issuing certificates: ${done} of ${progress.total} done (${progress.created} created, ${progress.failed} not saved).`}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Issuing certificates" />
    </Box>
  );
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What was created and every row that was not, with the reason. */
export const ImportReport = ({ report }: { report: Report }) => (
  <Box sx={{ my: 2 }}>
    <Alert severity={report.skipped.length ? 'warning' : 'success'} role="status">
      {`Created ${plural(report.created, 'certificate')}. Skipped ${plural(report.skipped.length, 'row')}.`}
    </Alert>
    {report.skipped.length > 0 && (
      <Table size="small" aria-label="Skipped rows" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Why it was skipped</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.skipped.map((row) => (
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
