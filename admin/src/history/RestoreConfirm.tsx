import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

/**
 * The question before a version is restored: what will change, and that nothing is lost. It
 * opens on Cancel, as every confirmation of the console does, so Enter at once changes nothing.
 */
export const RestoreConfirm = ({
  open,
  pending,
  title,
  content,
  onConfirm,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  title: string;
  content: string;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={contentId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={pending} onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={pending} onClick={onConfirm} variant="contained">
          Restore this version
        </Button>
      </DialogActions>
    </Dialog>
  );
};
