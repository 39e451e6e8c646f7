import { DELETED_DAYS, messagesFor, type ResourceDefinition } from '@club/model';
import { useState } from 'react';
import { useDeleteController, useRecordContext } from 'react-admin';
import type { DeleteConfirmProps } from './DeleteConfirm';
import { useWriteFeedback } from './feedback';

/** The record's name as a person reads it ('Nusrat Jahan'), or '' when it has none. */
export const useRecordName = (definition: ResourceDefinition) => {
  const record = useRecordContext();
  return String(record?.[definition.titleField] ?? '');
};

interface RecordDeleteOptions {
  /** On the edit screen the record is gone afterwards, so go back to the list. */
  toList: boolean;
  /** Runs once the record is deleted (a list row puts the focus somewhere that remains). */
  deleted?: () => void;
  /** What deleting does, when it is not taking the record off the website (an inbox message). */
  consequence?: string;
}

/**
 * Deleting the record in context, the same from the edit screen's Delete and from a list row's
 * icon: a confirmation naming the record, a pessimistic delete (a refused one keeps the row),
 * then the model's success or failure message. `ask` opens the confirmation.
 */
export const useRecordDelete = (
  definition: ResourceDefinition,
  { toList, deleted, consequence }: RecordDeleteOptions,
): { ask: () => void; confirm: DeleteConfirmProps } => {
  const [open, setOpen] = useState(false);
  const name = useRecordName(definition);
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  const { one } = definition.labels;
  const { isPending, handleDelete } = useDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        succeeded(messages.deleted, toList)();
        deleted?.();
      },
      onError: failed(messages.deleteFailed),
      onSettled: () => setOpen(false),
    },
  });
  return {
    ask: () => setOpen(true),
    confirm: {
      open,
      pending: isPending,
      title: name ? `Delete ${one} "${name}"?` : `Delete this ${one}?`,
      content:
        consequence ??
        `The ${one} and its files are removed from the website. For ${DELETED_DAYS} days it can be brought back from Recently deleted.`,
      onConfirm: handleDelete,
      onClose: () => setOpen(false),
    },
  };
};
