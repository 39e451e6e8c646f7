import { ConfirmDialog, type ConfirmDialogProps } from '../layout/ConfirmDialog';

/**
 * The question before a version is restored: what will change, and that nothing is lost. It
 * opens on Cancel, as every confirmation of the console does, so Enter at once changes nothing.
 */
export const RestoreConfirm = (props: ConfirmDialogProps) => (
  <ConfirmDialog
    {...props}
    confirmLabel="Restore this version"
    confirmLook={{ variant: 'contained' }}
  />
);
