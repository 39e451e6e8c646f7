import { CLUB_NAME } from '@club/model';
import LockIcon from '@mui/icons-material/Lock';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** react-admin's login background, so these screens read as part of signing in. */
const BACKGROUND = 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)';

/**
 * The login page's look for the screens a person reaches without a session ("Forgot
 * password?", a mailed link). Not react-admin's <Login> itself: it sends anyone already signed
 * in to the dashboard, and a link opened in an owner's browser must still set its password.
 * The title is the screen's one h1, inside <main>, where the console moves focus on arrival.
 */
export const AuthFrame = ({
  title,
  who,
  children,
}: {
  title: string;
  /** The address the screen is for, on a line of its own under the title (and in the h1). */
  who?: string;
  children: ReactNode;
}) => (
  <Box
    component="main"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      minHeight: '100vh',
      backgroundImage: BACKGROUND,
      px: 1,
    }}
  >
    <Card sx={{ width: 360, maxWidth: '100%', mt: { xs: 4, sm: '6em' }, mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Avatar>
          <LockIcon />
        </Avatar>
      </Box>
      <CardContent>
        <Typography variant="body2" color="text.secondary" align="center">
          {CLUB_NAME}
        </Typography>
        <Typography variant="h5" component="h1" align="center" gutterBottom>
          {title}
          {who && (
            <>
              {' '}
              <Box
                component="span"
                sx={{ display: 'block', typography: 'subtitle1', overflowWrap: 'anywhere' }}
              >
                {who}
              </Box>
            </>
          )}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
