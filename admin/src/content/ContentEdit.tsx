import { messagesFor, type ResourceDefinition } from '@club/model';
import type { ReactNode } from 'react';
import { Edit } from 'react-admin';
import { ContentForm } from './ContentForm';
import { FormActions } from './FormActions';
import { useWriteFeedback } from './feedback';
import { HistoryPanel } from '../history';
import { ScreenHeading } from '../layout/ScreenHeading';
import { editTitle } from './titles';

/**
 * The edit screen. Pessimistic, so the server's field messages (400) and a stale-version
 * refusal (409) reach the person before anything is shown as saved.
 */
export const ContentEdit = ({
  definition,
  below,
  formEnd,
}: {
  definition: ResourceDefinition;
  below?: ReactNode;
  formEnd?: ReactNode;
}) => {
  const { succeeded, failed } = useWriteFeedback(definition);
  const messages = messagesFor(definition);
  const title = editTitle(definition);
  return (
    <>
      <ScreenHeading title={title} />
      <Edit
        actions={<FormActions />}
        title={title}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: succeeded(messages.updated, true),
          onError: failed(`Failed to save the ${definition.labels.one}. Please try again.`),
        }}
      >
        <ContentForm definition={definition} mode="edit" end={formEnd} />
        {below}
        <HistoryPanel definition={definition} />
      </Edit>
    </>
  );
};
