import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

export interface DeleteConfirmProps {
  open: boolean;
  /** While the delete runs: both buttons wait for its answer. */
  pending: boolean;
  title: string;
  content: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The question before a delete, as react-admin's Confirm asks it, but opened on Cancel: Enter
 * straight after opening must not delete anything (react-admin's focuses Confirm). An
 * alertdialog, read out with its question and what deleting does. Escape or Cancel closes it and
 * MUI puts the focus back on the button that opened it.
 */
export const DeleteConfirm = ({
  open,
  pending,
  title,
  content,
  onConfirm,
  onClose,
}: DeleteConfirmProps) => {
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      // The dialog sits inside a list row in React's tree: its clicks must not open the row.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={pending} onClick={onClose} startIcon={<ErrorOutlineIcon />}>
          Cancel
        </Button>
        <Button
          disabled={pending}
          onClick={onConfirm}
          color="error"
          startIcon={<CheckCircleIcon />}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
};
