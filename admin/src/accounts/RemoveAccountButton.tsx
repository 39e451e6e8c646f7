import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { Button, useDeleteController, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { DeleteConfirm } from '../content/DeleteConfirm';
import { ACCOUNT_RESOURCE, accountRemoved, refusalText } from './words';

/**
 * Removes the account after a question naming its address, opened on Cancel as every delete
 * in the console is. Pessimistic: the API refuses to remove the last active owner or your own
 * account (409), and its reason is shown.
 */
export const RemoveAccountButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const email = String(record?.email ?? record?.id ?? '');
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource: ACCOUNT_RESOURCE,
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        notify(accountRemoved(email), { type: 'success' });
        redirect('list', ACCOUNT_RESOURCE);
      },
      onError: (error: unknown) =>
        notify(refusalText(error, 'The account was not removed. Please try again.'), {
          type: 'error',
        }),
      onSettled: () => setOpen(false),
    },
  });
  if (!record) return null;
  const consequence =
    record.state === 'invited'
      ? 'Their invitation stops working and the account is gone. You can invite them again later.'
      : 'They can no longer sign in, and the account is gone for good; what they changed on the website stays. To stop them signing in for now, choose Disabled and save instead.';
  return (
    <>
      <Button label="Remove account" color="error" onClick={() => setOpen(true)}>
        <PersonRemoveIcon />
      </Button>
      <DeleteConfirm
        open={open}
        pending={isPending}
        title={`Remove ${email}?`}
        content={consequence}
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
