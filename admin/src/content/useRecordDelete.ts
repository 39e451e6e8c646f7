import { messagesFor, type ResourceDefinition } from '@club/model';
import { useRecordContext } from 'react-admin';
import { useWriteFeedback } from './feedback';

/** The record's name as a person reads it ('Nusrat Jahan'), or '' when it has none. */
export const useRecordName = (definition: ResourceDefinition) => {
  const record = useRecordContext();
  return String(record?.[definition.titleField] ?? '');
};

/**
 * What deleting a record asks and says, the same from the edit screen's Delete and from a list
 * row's icon: a confirmation naming the record, then the model's success or failure message.
 */
export const useRecordDelete = (definition: ResourceDefinition, toList: boolean) => {
  const name = useRecordName(definition);
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  const { one } = definition.labels;
  return {
    confirmTitle: name ? `Delete ${one} "${name}"?` : `Delete this ${one}?`,
    confirmContent: `The ${one} and its files are removed from the website. This cannot be undone.`,
    mutationOptions: {
      onSuccess: succeeded(messages.deleted, toList),
      onError: failed(messages.deleteFailed),
    },
  };
};
