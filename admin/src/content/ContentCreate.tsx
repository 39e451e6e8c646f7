import { messagesFor, type ResourceDefinition } from '@club/model';
import { Create } from 'react-admin';
import { ContentForm } from './ContentForm';
import { FormActions } from './FormActions';
import { useWriteFeedback } from './feedback';

/** The add screen, titled as the old console titled it ('Add Your Team'). Create is pessimistic. */
export const ContentCreate = ({ definition }: { definition: ResourceDefinition }) => {
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  return (
    <Create
      actions={<FormActions />}
      title={definition.labels.addTitle}
      mutationOptions={{
        onSuccess: succeeded(messages.added, true),
        onError: failed(messages.addFailed),
      }}
    >
      <ContentForm definition={definition} mode="create" />
    </Create>
  );
};
