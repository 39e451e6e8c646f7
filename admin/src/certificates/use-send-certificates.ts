import { certificate } from '@club/model';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { isAuthFailure, serverMessage } from '../http-errors';
import { deliverySummary, summaryType } from './delivery';
import {
  sendCertificates,
  sendIdFor,
  stoppedSend,
  type SendOutcome,
  type SendProgress,
  type StoppedSend,
} from './send-certificates';

const SEND_KEY = [certificate.name, 'send'];

/** Long enough to read a few reasons; resting the pointer on it holds it open. */
const SUMMARY_MS = 10_000;

/**
 * "Send to recipient" for any number of certificates, a few per call, with its progress while
 * it runs. Afterwards the notice sums it up and every cached certificate query is fetched
 * again: the list's Status column and an open edit screen show the new status (and the
 * record's new version).
 */
export const useSendCertificates = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [progress, setProgress] = useState<SendProgress>();
  const stopped = useRef<StoppedSend>(undefined);
  const mutation = useMutation({
    mutationKey: SEND_KEY,
    // One sendId per press: its calls, retries included, never mail a certificate twice; a
    // press that sends what a stopped send left goes on with that send.
    mutationFn: (ids: readonly string[]) =>
      sendCertificates(ids, {
        sendId: sendIdFor(ids, stopped.current),
        onProgress: setProgress,
      }),
    onSuccess: async (outcome: SendOutcome) => {
      stopped.current = stoppedSend(outcome);
      notify(deliverySummary(outcome), {
        type: summaryType(outcome),
        autoHideDuration: outcome.failed || outcome.notSentYet ? SUMMARY_MS : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: [certificate.name] });
    },
    onError: async (error) => {
      if (isAuthFailure(error) && (await logoutIfAccessDenied(error))) return;
      notify(serverMessage(error) ?? 'The certificates could not be sent. Please try again.', {
        type: 'error',
      });
      // Some may have gone before the failure: show what is known.
      await queryClient.invalidateQueries({ queryKey: [certificate.name] });
    },
    onSettled: () => setProgress(undefined),
  });
  return { ...mutation, progress };
};

/** Whether a send is under way: the buttons then ignore presses, keeping the focus. */
export const useSendBusy = () => useIsMutating({ mutationKey: SEND_KEY }) > 0;
