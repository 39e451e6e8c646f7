import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

/** What the one asking supplies: the question, what answering yes does, and the answers. */
export interface ConfirmDialogProps {
  open: boolean;
  /** While the action runs: both buttons wait for its answer. */
  pending: boolean;
  title: string;
  content: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The console's question before an action: an alertdialog, read out with its question and what
 * answering yes does, opened on Cancel (react-admin's Confirm focuses Confirm), so Enter straight
 * after opening changes nothing. Escape or Cancel closes it and MUI puts the focus back on the
 * button that opened it. The confirm button's words and look are the asker's.
 */
export const ConfirmDialog = ({
  open,
  pending,
  title,
  content,
  onConfirm,
  onClose,
  confirmLabel,
  confirmLook,
  cancelIcon,
}: ConfirmDialogProps & {
  confirmLabel: string;
  confirmLook?: Pick<ButtonProps, 'color' | 'variant' | 'startIcon'>;
  cancelIcon?: ReactNode;
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
      // The dialog may sit inside a list row in React's tree: its clicks must not open the row.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus disabled={pending} onClick={onClose} startIcon={cancelIcon}>
          Cancel
        </Button>
        <Button disabled={pending} onClick={onConfirm} {...confirmLook}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
