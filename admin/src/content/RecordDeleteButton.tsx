import { messagesFor, type ResourceDefinition } from '@club/model';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import { useWriteFeedback } from './feedback';

interface RecordDeleteButtonProps {
  definition: ResourceDefinition;
  /** On the edit screen the record is gone afterwards, so go back to the list. */
  toList?: boolean;
}

/** Delete after a confirmation naming the record; pessimistic, so a refused delete keeps the row. */
export const RecordDeleteButton = ({ definition, toList = false }: RecordDeleteButtonProps) => {
  const record = useRecordContext();
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  const { one } = definition.labels;
  const name = String(record?.[definition.titleField] ?? '');
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={name ? `Delete ${one} "${name}"?` : `Delete this ${one}?`}
      confirmContent={`The ${one} and its files are removed from the website. This cannot be undone.`}
      mutationOptions={{
        onSuccess: succeeded(messages.deleted, toList),
        onError: failed(messages.deleteFailed),
      }}
    />
  );
};
