import { messagesFor, type ResourceDefinition } from '@club/model';
import { Create } from 'react-admin';
import { ContentForm } from './ContentForm';
import { FormActions } from './FormActions';
import { useWriteFeedback } from './feedback';
import { ScreenHeading } from '../layout/ScreenHeading';
import { addTitle } from './titles';

/** The add screen, titled as the old console titled it ('Add Your Team'). Create is pessimistic. */
export const ContentCreate = ({ definition }: { definition: ResourceDefinition }) => {
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  const title = addTitle(definition);
  return (
    <>
      <ScreenHeading title={title} />
      <Create
        actions={<FormActions />}
        title={title}
        mutationOptions={{
          onSuccess: succeeded(messages.added, true),
          onError: failed(messages.addFailed),
        }}
      >
        <ContentForm definition={definition} mode="create" />
      </Create>
    </>
  );
};
