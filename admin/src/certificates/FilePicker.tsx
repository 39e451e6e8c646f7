import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface FilePickerProps {
  id: string;
  label: string;
  accept: string;
  icon?: ReactNode;
  /** What is chosen now, shown beside the button. */
  chosen?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** A button that opens the browser's file chooser, and the name of the file chosen. */
export const FilePicker = ({
  id,
  label,
  accept,
  icon,
  chosen,
  disabled,
  onFile,
}: FilePickerProps) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
    <Button variant="outlined" component="label" startIcon={icon} disabled={disabled}>
      {label}
      <input
        id={id}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again after fixing it should read it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
    <Typography variant="body2" color="text.secondary">
      {chosen ?? 'No file chosen'}
    </Typography>
  </Stack>
);
