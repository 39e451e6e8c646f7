import { messagesFor, type ResourceDefinition } from '@club/model';
import { useNotify, useRedirect } from 'react-admin';
import { errorStatus, serverMessage } from '../http-errors';

/** The failure text: the server's own message when it sent one, else the model's wording. */
export const failureText = (definition: ResourceDefinition, error: unknown, fallback: string) => {
  const messages = messagesFor(definition);
  const status = errorStatus(error);
  return (
    serverMessage(error) ??
    (status === 409 ? messages.stale : status === 404 ? messages.notFound : fallback)
  );
};

/**
 * Success and failure handlers for the writes of one resource (spec §4 and §8). Overriding
 * react-admin's defaults also skips its redirect, so a successful save redirects here.
 */
export const useWriteFeedback = (definition: ResourceDefinition) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    succeeded: (message: string, toList: boolean) => () => {
      notify(message, { type: 'success' });
      if (toList) redirect('list', definition.name);
    },
    // Field messages of a 400 also appear beside the inputs (pessimistic mode).
    failed: (fallback: string) => (error: unknown) => {
      notify(failureText(definition, error, fallback), { type: 'error' });
    },
  };
};
