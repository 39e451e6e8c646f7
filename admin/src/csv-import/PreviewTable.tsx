import {
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';

export interface PreviewColumn<R> {
  key: string;
  label: string;
  value: (row: R) => string;
}

interface PreviewTableProps<R> {
  rows: readonly R[];
  columns: readonly PreviewColumn<R>[];
  /** The table's name for screen readers: 'Certificates in the file'. */
  label: string;
  isReady: (row: R) => boolean;
  /** What a row without problems still waits for (the ZIP), if anything. */
  waitingFor?: (row: R) => string | undefined;
}

interface RowOfFile {
  row: number;
  problems: string[];
}

/** Every row of the file as it will be created, and what stops it if anything does. */
export const PreviewTable = <R extends RowOfFile>({
  rows,
  columns,
  label,
  isReady,
  waitingFor,
}: PreviewTableProps<R>) => {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = onlyProblems ? rows.filter((row) => row.problems.length > 0) : rows;
  return (
    <>
      <FormControlLabel
        control={
          <Switch checked={onlyProblems} onChange={(_, checked) => setOnlyProblems(checked)} />
        }
        label="Only rows with problems"
      />
      {/* It scrolls, so keyboard users must be able to reach it. */}
      <TableContainer
        sx={{ maxHeight: 520 }}
        tabIndex={0}
        role="region"
        aria-label="Rows of the CSV"
      >
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {/* Beside the row's number: on a phone the table scrolls sideways, and whether a
                  row is ready is what a person looks for first. */}
              <TableCell sx={{ minWidth: 200 }}>Status</TableCell>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row} data-row={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {isReady(row) ? (
                    <Chip size="small" color="success" label="Ready" />
                  ) : row.problems.length > 0 ? (
                    row.problems.map((problem) => (
                      <Typography key={problem} variant="body2" color="error">
                        {problem}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2">{waitingFor?.(row)}</Typography>
                  )}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    // Line breaks of a long text show; a long word (a link) breaks in its cell.
                    sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 112 }}
                  >
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
