import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router';

/**
 * What anyone but an owner finds at an owner's screen (an old bookmark, a shared link): who may
 * use it and what to do instead, rather than a "not found" or a failed list. The API refuses
 * them anyway (403).
 */
export const OwnersOnly = ({
  title,
  heading,
  text,
}: {
  title: string;
  heading: string;
  text: string;
}) => (
  <Box sx={{ mt: 2, maxWidth: 640 }}>
    <Title title={title} />
    <Typography variant="h5" component="h1" gutterBottom>
      {heading}
    </Typography>
    <Typography variant="body1" gutterBottom>
      {text}
    </Typography>
    <Button component={Link} to="/" variant="outlined" startIcon={<DashboardIcon />} sx={{ mt: 2 }}>
      Back to the dashboard
    </Button>
  </Box>
);
