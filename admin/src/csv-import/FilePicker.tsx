import { Button, Stack, Typography } from '@mui/material';
import { useRef, type ReactNode, type Ref } from 'react';

interface FilePickerProps {
  id: string;
  label: string;
  accept: string;
  icon?: ReactNode;
  /** What is chosen now, shown beside the button. */
  chosen?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The button, for a screen that gives it focus back. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A button that opens the browser's file chooser, and the name of the file chosen. A real
 * button: Enter and Space open the chooser (a label styled as a button takes focus but not
 * the keys). The file input itself is hidden and out of the Tab order.
 */
export const FilePicker = ({
  id,
  label,
  accept,
  icon,
  chosen,
  disabled,
  onFile,
  buttonRef,
}: FilePickerProps) => {
  const input = useRef<HTMLInputElement>(null);
  const chosenId = `${id}-chosen`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={icon}
        disabled={disabled}
        aria-describedby={chosenId}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again after fixing it should read it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography id={chosenId} variant="body2" color="text.secondary">
        {chosen ?? 'No file chosen'}
      </Typography>
    </Stack>
  );
};
