import { CLUB_NAME } from '@club/model';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useLayoutEffect } from 'react';
import { markLoaderShown } from './startup';

/** What the console shows while it checks the session on start (spec §2). */
export const StartupLoader = () => {
  useLayoutEffect(markLoaderShown, []);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label="Checking your session" />
      <Typography variant="h6" component="p">
        {CLUB_NAME} admin
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Checking your session…
      </Typography>
    </Box>
  );
};
