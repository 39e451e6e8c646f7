import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useUploadProgress } from './progress';

/** While a save sends a file: its name, a bar with the share sent, and a way to stop. */
export const UploadProgress = () => {
  const upload = useUploadProgress();
  if (!upload) return null;
  const label = `Uploading ${upload.name}`;
  return (
    <Box sx={{ width: '100%', maxWidth: 720, px: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {label}: {upload.percent}%
        </Typography>
        <Button size="small" onClick={upload.cancel}>
          Cancel upload
        </Button>
      </Box>
      <LinearProgress variant="determinate" value={upload.percent} aria-label={label} />
    </Box>
  );
};
