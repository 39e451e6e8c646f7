import type { ResourceDefinition } from '@club/model';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { counted, recordsOf } from '../csv-import/words';
import { bulkDeleteQuestion, deleteEach } from './bulk-delete';
import { DeleteConfirm } from './DeleteConfirm';
import { failureText } from './feedback';

/**
 * Beside Add on every content list: deletes the ticked records after a question that says how
 * many and which, one at a time so that a refused one (an event that still has sub-events)
 * keeps its reason and the others still go; those not deleted stay ticked. There whenever the
 * list has records, so that it can be found; with none ticked it says what to do. A phone's
 * compact list has no boxes (a row there is one link to its edit screen): there each record's
 * edit screen deletes it. While it works it ignores presses rather than turn disabled, which
 * would drop the keyboard focus to the page's <body>.
 */
export const BulkDeleteButton = ({ definition: d }: { definition: ResourceDefinition }) => {
  const { selectedIds = [], data = [], onSelect, onUnselectItems, total } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (phone || !total) return null;
  const count = selectedIds.length;
  const names = data
    .filter((record) => selectedIds.includes(record.id))
    .map((record) => String(record[d.titleField] ?? ''))
    .filter(Boolean);
  const question = bulkDeleteQuestion(d, count, names);

  const confirm = async () => {
    setPending(true);
    const ids = selectedIds.map(String);
    const outcome = await deleteEach(
      ids,
      (id) => dataProvider.delete(d.name, { id, previousData: { id } }),
      (error) => failureText(d, error, 'Please try again.'),
    );
    await queryClient.invalidateQueries({ queryKey: [d.name] });
    setPending(false);
    setOpen(false);
    const deleted = `Deleted ${counted(outcome.deleted.length, d.labels.one)}.`;
    if (outcome.failed.length === 0) {
      onUnselectItems();
      notify(deleted, { type: 'success' });
    } else {
      onSelect(outcome.failed.map((f) => f.id));
      const reasons = [...new Set(outcome.failed.map((f) => f.reason))].join(' ');
      notify(
        `${deleted} ${counted(outcome.failed.length, d.labels.one)} not deleted (still ticked): ${reasons}`,
        {
          type: 'error',
        },
      );
    }
  };

  return (
    <>
      <Button
        label={count > 0 ? `Delete ${count} selected` : 'Delete selected'}
        color="error"
        aria-disabled={pending || undefined}
        onClick={() => {
          if (pending) return;
          if (count === 0)
            notify(
              `Tick the ${recordsOf(d)} to delete first: the boxes at the start of their rows.`,
              { type: 'info' },
            );
          else setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <DeleteConfirm
        {...question}
        open={open}
        pending={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
