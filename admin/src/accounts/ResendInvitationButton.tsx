import { accountPath } from '@club/model';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fetchUtils, useLogoutIfAccessDenied, useNotify, useRecordContext } from 'react-admin';
import { invitationSent, refusalText } from './words';

/**
 * Mails an invited account a new link (the earlier one keeps working until it runs out). While
 * it sends, presses are ignored rather than the button greyed out: a disabled button drops the
 * keyboard focus to the page. MUI's button rather than react-admin's, which on a phone shows
 * only its icon: a paper plane alone would not say what it sends.
 */
export const ResendInvitationButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const email = String(record.email ?? record.id);

  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await fetchUtils.fetchJson(`${accountPath(String(record.id))}/invite`, { method: 'POST' });
      notify(invitationSent(email), { type: 'success' });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(refusalText(error, 'The invitation was not sent. Please try again.'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<SendIcon />}
      aria-disabled={busy}
      onClick={() => void send()}
    >
      Send the invitation again
    </Button>
  );
};
