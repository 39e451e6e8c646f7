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
import { columnLabel, CSV_COLUMNS } from './csv';
import { isReady, type PlannedRow } from './plan';

interface PreviewTableProps {
  rows: PlannedRow[];
  showImage: boolean;
}

/** Every row of the list with the code it will get, and what stops it if anything does. */
export const PreviewTable = ({ rows, showImage }: PreviewTableProps) => {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = onlyProblems ? rows.filter((row) => !isReady(row)) : rows;
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
        <Table size="small" stickyHeader aria-label="Certificates in the file">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {CSV_COLUMNS.map((name) => (
                <TableCell key={name}>{columnLabel(name)}</TableCell>
              ))}
              {showImage && <TableCell>Image</TableCell>}
              <TableCell>Code</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row} data-row={row.row}>
                <TableCell>{row.row}</TableCell>
                {CSV_COLUMNS.map((name) => (
                  <TableCell key={name} sx={{ whiteSpace: 'pre-line' }}>
                    {row.values[name]}
                  </TableCell>
                ))}
                {showImage && <TableCell>{row.image}</TableCell>}
                <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
                  {row.code}
                </TableCell>
                <TableCell>
                  {isReady(row) ? (
                    <Chip size="small" color="success" label="Ready" />
                  ) : (
                    row.problems.map((problem) => (
                      <Typography key={problem} variant="body2" color="error">
                        {problem}
                      </Typography>
                    ))
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
