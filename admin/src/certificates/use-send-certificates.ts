import { certificate, type DeliveryReport } from '@club/model';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { isAuthFailure, serverMessage } from '../http-errors';
import { deliverySummary, sendCertificates, summaryType } from './delivery';

const SEND_KEY = [certificate.name, 'send'];

/** Long enough to read a few reasons; resting the pointer on it holds it open. */
const SUMMARY_MS = 10_000;

/**
 * "Send to recipient" for any number of certificates. Afterwards the notice sums it up and
 * every cached certificate query is fetched again: the list's Status column and an open edit
 * screen show the new status (and the record's new version).
 */
export const useSendCertificates = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMutation({
    mutationKey: SEND_KEY,
    mutationFn: (ids: readonly string[]) => sendCertificates(ids),
    onSuccess: async (report: DeliveryReport) => {
      notify(deliverySummary(report), {
        type: summaryType(report),
        autoHideDuration: report.failed ? SUMMARY_MS : undefined,
      });
      await queryClient.invalidateQueries({ queryKey: [certificate.name] });
    },
    onError: async (error) => {
      if (isAuthFailure(error) && (await logoutIfAccessDenied(error))) return;
      notify(serverMessage(error) ?? 'The certificates could not be sent. Please try again.', {
        type: 'error',
      });
      // Some batches may have gone before the failure: show what is known.
      await queryClient.invalidateQueries({ queryKey: [certificate.name] });
    },
  });
};

/** Whether a send is under way: the buttons then ignore presses, keeping the focus. */
export const useSendBusy = () => useIsMutating({ mutationKey: SEND_KEY }) > 0;
