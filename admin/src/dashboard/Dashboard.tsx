import { contentResources } from '@club/model';
import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ResourceCard } from './ResourceCard';
import { InboxCard } from '../messages/InboxCard';
import { ScreenHeading } from '../layout/ScreenHeading';

/** The console's home (the old /adminDRC): every managed resource at a glance. */
export const Dashboard = () => (
  <Box sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <ScreenHeading title="Dashboard" />
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
