import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { FOR_GOOD_QUERY, recordPath, type ResourceDefinition, type Role } from '@club/model';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fetchUtils, useNotify, usePermissions, useRecordContext, useRedirect } from 'react-admin';
import { serverMessage } from '../http-errors';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { useRecordName } from './use-record-delete';

/**
 * An owner's "Delete for good" on the edit screen: for a member who asked to be taken off the
 * site, the record, its pictures and its history go in one step, with no copy in Recently
 * deleted. Editors do not see it (the API refuses them too).
 */
export const DeleteForGoodButton = ({ definition }: { definition: ResourceDefinition }) => {
  const { permissions } = usePermissions<Role>();
  const record = useRecordContext();
  const name = useRecordName(definition);
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (permissions !== 'owner' || !record) return null;
  const { one } = definition.labels;
  const called = name ? `${one} “${name}”` : `this ${one}`;
  const confirm = async () => {
    setPending(true);
    try {
      await fetchUtils.fetchJson(`${recordPath(definition, String(record.id))}?${FOR_GOOD_QUERY}`, {
        method: 'DELETE',
      });
      await queryClient.invalidateQueries({ queryKey: [definition.name] });
      notify(`The ${called} was deleted for good.`, { type: 'success' });
      setOpen(false);
      redirect('list', definition.name);
    } catch (error) {
      notify(serverMessage(error) ?? 'It could not be deleted. Please try again.', {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {/* Worded on a phone too (react-admin's Button is an icon there): beside Delete's bin,
          a second bin would not say which one cannot be undone. */}
      <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        Delete for good
      </Button>
      <ConfirmDialog
        open={open}
        pending={pending}
        title={`Delete ${called} for good?`}
        content={`This cannot be undone. The ${one}, its pictures and files, and its history (every earlier version) are removed now: nothing is kept in Recently deleted.`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        confirmLabel="Delete for good"
        confirmLook={{ color: 'error', variant: 'contained', startIcon: <DeleteForeverIcon /> }}
      />
    </>
  );
};
