import type { ResourceDefinition } from '@club/model';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { HistoryDialog } from './HistoryDialog';

/**
 * Below every edit form: the record's history, opened on demand (it is read only then), with
 * each change side by side and "Restore this version".
 */
export const HistoryPanel = ({ definition }: { definition: ResourceDefinition }) => {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <Box
      component="section"
      aria-labelledby="record-history"
      // On a phone the form's Save bar is fixed at the bottom: room to scroll this clear of it.
      sx={{ px: 2, pb: { xs: 12, sm: 2 } }}
    >
      <Typography id="record-history" variant="h6" component="h2" gutterBottom>
        History
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {`Who changed this ${definition.labels.one}, when, and what; any earlier version can be restored.`}
      </Typography>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Show history
      </Button>
      {open && (
        <HistoryDialog definition={definition} record={record} onClose={() => setOpen(false)} />
      )}
    </Box>
  );
};
