import {
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';

/**
 * Rows shown at a time. A file may hold thousands, and a table of them all took seconds to
 * draw and to scroll; the count above the table and "Only rows with problems" say the rest.
 */
const PAGE = 100;

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
  /** What a ready row will do ('Add', 'Updates: Title'); 'Ready' unless said. */
  readyLabel?: (row: R) => string;
  /**
   * What a row neither ready nor with problems says: what it waits for (the ZIP), or that it
   * changes nothing.
   */
  noteFor?: (row: R) => string | undefined;
}

interface RowOfFile {
  row: number;
  problems: string[];
}

/**
 * Every row of the file as it will be written, what it will do (add, update), and what stops it
 * if anything does, a page of rows at a time.
 */
export const PreviewTable = <R extends RowOfFile>({
  rows,
  columns,
  label,
  isReady,
  readyLabel = () => 'Ready',
  noteFor,
}: PreviewTableProps<R>) => {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const region = useRef<HTMLDivElement>(null);
  const shown = onlyProblems ? rows.filter((row) => row.problems.length > 0) : rows;
  // A new file, or fewer rows once filtered, may have fewer pages than the one open.
  const current = Math.min(page, Math.max(0, Math.ceil(shown.length / PAGE) - 1));
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={onlyProblems}
            onChange={(_, checked) => {
              setOnlyProblems(checked);
              setPage(0);
            }}
          />
        }
        label="Only rows with problems"
      />
      {/* It scrolls, so keyboard users must be able to reach it. */}
      <TableContainer
        ref={region}
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
            {shown.slice(current * PAGE, (current + 1) * PAGE).map((row) => (
              <TableRow key={row.row} data-row={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {isReady(row) ? (
                    <Chip
                      size="small"
                      color="success"
                      label={readyLabel(row)}
                      // An update names the fields it changes: they wrap rather than clip.
                      sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
                    />
                  ) : row.problems.length > 0 ? (
                    row.problems.map((problem) => (
                      <Typography key={problem} variant="body2" color="error">
                        {problem}
                      </Typography>
                    ))
                  ) : (
                    <Typography variant="body2">{noteFor?.(row)}</Typography>
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
      {shown.length > PAGE && (
        <TablePagination
          component="div"
          count={shown.length}
          page={current}
          onPageChange={(_, to) => {
            setPage(to);
            // A new page starts at its first row, not where the last one was scrolled to.
            region.current?.scrollTo({ top: 0 });
          }}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            `${from}–${to} of ${count.toLocaleString('en')}`
          }
        />
      )}
    </>
  );
};
