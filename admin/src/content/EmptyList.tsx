import type { ResourceDefinition } from '@club/model';
import { Box, Typography } from '@mui/material';
import { CreateButton } from 'react-admin';
import { ResourceIcon } from './ResourceIcon';

/** Shown instead of an empty table, with the one action that makes sense. */
export const EmptyList = ({ definition }: { definition: ResourceDefinition }) => (
  <Box sx={{ textAlign: 'center', m: 4, width: '100%' }}>
    <ResourceIcon name={definition.name} sx={{ fontSize: 80, opacity: 0.4 }} />
    <Typography variant="h6" gutterBottom>
      {`${definition.labels.many}: nothing here yet`}
    </Typography>
    <Typography variant="body1" gutterBottom>
      {`Click Add to create the first ${definition.labels.one}.`}
    </Typography>
    <CreateButton label="Add" variant="contained" />
  </Box>
);
