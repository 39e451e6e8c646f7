import { contactMessage, recordPath } from '@club/model';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchUtils, useLogoutIfAccessDenied, useNotify, type RaRecord } from 'react-admin';
import { isAuthFailure, serverMessage } from '../http-errors';

type Action = keyof typeof contactMessage.inbox.actions;

const actionUrl = (id: RaRecord['id'], action: Action) =>
  `${recordPath(contactMessage, String(id))}/${contactMessage.inbox.actions[action]}`;

/** One of the inbox's own calls (docs/api.md, "Messages"); answers the message as it now is. */
const postAction = async (id: RaRecord['id'], action: Action, body: object = {}) => {
  const { json } = await fetchUtils.fetchJson(actionUrl(id, action), {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return json as RaRecord;
};

interface ActionOptions<V> {
  action: Action;
  body?: (variables: V) => object;
  /** The toast after success; none when it returns undefined (opening a message is silent). */
  succeeded?: (message: RaRecord) => { text: string; type: 'success' | 'warning' } | undefined;
  /** The toast when the API gives no reason of its own. */
  failed: string;
}

/**
 * A mutation on one message. Afterwards every cached message query is refetched, so the list,
 * the dashboard's inbox card and the open message all show the new state (and its version).
 */
const useMessageAction = <V extends { id: RaRecord['id'] }>({
  action,
  body,
  succeeded,
  failed,
}: ActionOptions<V>) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationKey: [contactMessage.name, action],
    mutationFn: (variables: V) => postAction(variables.id, action, body?.(variables)),
    onSuccess: async (message) => {
      const toast = succeeded?.(message);
      if (toast) notify(toast.text, { type: toast.type });
      await queryClient.invalidateQueries({ queryKey: [contactMessage.name] });
    },
    onError: async (error) => {
      if (isAuthFailure(error) && (await logoutIfAccessDenied(error))) return;
      notify(serverMessage(error) ?? failed, { type: 'error' });
    },
  });
};

/**
 * Whether a call on a message is under way. Each call (opening's mark-read too) bumps the
 * message's version, and a call sent with the old version is refused as a conflict; the
 * call's success waits for the refetch, so once none is pending the version is current.
 */
export const useMessageBusy = () => useIsMutating({ mutationKey: [contactMessage.name] }) > 0;

/** Opening a message marks it read; the server keeps the first time, so repeats are harmless. */
export const useMarkRead = () =>
  useMessageAction<{ id: RaRecord['id'] }>({
    action: 'read',
    failed: 'The message could not be marked as read.',
  });

export const useSetHandled = () =>
  useMessageAction<{ id: RaRecord['id']; version: number; handled: boolean }>({
    action: 'handled',
    body: ({ handled, version }) => ({ handled, version }),
    succeeded: (message) => ({
      text: message.handledAt ? 'Message marked as handled.' : 'Message marked as not handled.',
      type: 'success',
    }),
    failed: 'The message could not be changed. Please try again.',
  });

export const useResend = () =>
  useMessageAction<{ id: RaRecord['id']; version: number }>({
    action: 'resend',
    body: ({ version }) => ({ version }),
    succeeded: (message) =>
      message.status === 'sent'
        ? { text: 'The message was e-mailed to the club again.', type: 'success' }
        : {
            text: 'The e-mail could still not be sent. The message is kept; please try again later.',
            type: 'warning',
          },
    failed: 'The message could not be sent again. Please try again later.',
  });
