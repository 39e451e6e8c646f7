import type { ResourceDefinition } from '@club/model';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CreateButton } from 'react-admin';
import { addLabel } from './button-labels';
import { ResourceIcon } from './ResourceIcon';

/** Shown instead of an empty table: Add, and the list's own actions (a certificate bulk issue). */
export const EmptyList = ({
  definition,
  actions,
}: {
  definition: ResourceDefinition;
  actions?: ReactNode;
}) => (
  <Box sx={{ textAlign: 'center', m: 4, width: '100%' }}>
    <ResourceIcon name={definition.name} sx={{ fontSize: 80, opacity: 0.4 }} />
    <Typography variant="h6" component="h2" gutterBottom>
      {`${definition.labels.many}: nothing here yet`}
    </Typography>
    <Typography variant="body1" gutterBottom>
      {`Click ${addLabel(definition)} to create the first ${definition.labels.one}.`}
    </Typography>
    <Stack direction="row" spacing={1} justifyContent="center" flexWrap="wrap" useFlexGap>
      <CreateButton label={addLabel(definition)} variant="contained" />
      {actions}
    </Stack>
  </Box>
);
