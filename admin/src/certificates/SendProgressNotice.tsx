import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { progressText } from './delivery';
import type { SendProgress } from './send-certificates';

/**
 * How far a send of several certificates has come ("Sending… 40 of 100"), near the foot of
 * the screen while it runs, at any width. The region is always there, empty between sends, so that
 * a screen reader announces each change of its words.
 */
export const SendProgressNotice = ({ progress }: { progress: SendProgress | undefined }) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{
      position: 'fixed',
      zIndex: 'snackbar',
      // Where the console's notices lie (ConsoleNotification): on a phone clear of the
      // floating Add button.
      bottom: { xs: 84, sm: 24 },
      left: 8,
      right: { xs: 88, sm: 8 },
      display: 'flex',
      justifyContent: 'center',
      pointerEvents: 'none',
    }}
  >
    {progress && (
      <Paper elevation={6} sx={{ px: 2, py: 1.5, width: '100%', maxWidth: 420 }}>
        <Typography variant="body2">{progressText(progress)}</Typography>
        <LinearProgress
          variant="determinate"
          aria-hidden
          value={progress.total ? (100 * progress.done) / progress.total : 0}
          sx={{ mt: 1 }}
        />
      </Paper>
    )}
  </Box>
);
