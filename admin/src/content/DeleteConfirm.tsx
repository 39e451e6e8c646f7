import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { ConfirmDialog, type ConfirmDialogProps } from '../layout/ConfirmDialog';

export type DeleteConfirmProps = ConfirmDialogProps;

/** The question before a delete, opened on Cancel as every confirmation of the console is. */
export const DeleteConfirm = (props: DeleteConfirmProps) => (
  <ConfirmDialog
    {...props}
    confirmLabel="Confirm"
    confirmLook={{ color: 'error', startIcon: <CheckCircleIcon /> }}
    cancelIcon={<ErrorOutlineIcon />}
  />
);
