import { contentResources } from '@club/model';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title } from 'react-admin';
import { ResourceCard } from './ResourceCard';
import { InboxCard } from '../messages/InboxCard';

/** The console's home (the old /adminDRC): every managed resource at a glance. */
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    {/* Read by screen readers, not shown: the app bar already shows the title. */}
    <Typography component="h1" sx={visuallyHidden}>
      Dashboard
    </Typography>
    <InboxCard />
    <Typography variant="h5" component="h2" gutterBottom sx={{ mt: 3 }}>
      Website content
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {contentResources.map((definition) => (
        <ResourceCard key={definition.name} definition={definition} />
      ))}
    </Box>
  </Box>
);
