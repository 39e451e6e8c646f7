import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Link, TopToolbar } from 'react-admin';

/**
 * Above every add and edit form: spec §2's back arrow, to the console's home (/admin, the
 * dashboard). A link, so it works with the keyboard and opens in a new tab like any other.
 */
export const FormActions = () => (
  <TopToolbar sx={{ justifyContent: 'flex-start' }}>
    <Button component={Link} to="/" label="Back">
      <ArrowBackIcon />
    </Button>
  </TopToolbar>
);
