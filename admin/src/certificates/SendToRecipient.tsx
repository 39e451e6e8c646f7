import { deliveryOf } from '@club/model';
import SendIcon from '@mui/icons-material/Send';
import { Button as MuiButton, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, useListContext, useNotify, useRecordContext } from 'react-admin';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { SendProgressNotice } from './SendProgressNotice';
import { useSendBusy, useSendCertificates } from './use-send-certificates';

/** The id of the edit screen's delivery status, which describes its button. */
export const DELIVERY_STATUS_ID = 'certificate-delivery-status';

export const UNSAVED_CHANGES =
  'Save your changes first: the e-mail is sent as the certificate is saved.';

// While a send is under way the buttons ignore presses rather than turn disabled: a disabled
// button drops the keyboard focus to the page's <body>.

export const NOTHING_SELECTED =
  'Tick the certificates to send first: the boxes at the start of their rows.';

/** The question before mail goes out, which cannot be called back: how many, to whom. */
export const sendQuestion = (count: number) =>
  count === 1
    ? 'Mail 1 certificate to its student?'
    : `Mail ${count} certificates to their students?`;

const SEND_EXPLAINED =
  'Each student gets an e-mail at the address on their certificate, with the link to it. Mail once sent cannot be called back.';

/**
 * Beside Add on the certificate list: once asked "Mail 12 certificates to their students?",
 * mails the ticked certificates to their students, a few per call, showing how far it has come, then clears the ticks; should it stop part-way, the
 * certificates not sent stay ticked, for the next press. There whenever there are
 * certificates, so that it can be found; it says what to do when none is ticked. A phone's
 * compact list has no boxes: there each edit screen sends its certificate (a send started in a
 * wider window still shows its progress when the window narrows, or is zoomed in).
 */
export const SendSelectedButton = () => {
  const { selectedIds = [], onSelect, onUnselectItems, total } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const { mutate, progress } = useSendCertificates();
  const busy = useSendBusy();
  const count = selectedIds.length;
  const [asking, setAsking] = useState(false);
  const send = () => {
    setAsking(false);
    mutate(selectedIds.map(String), {
      onSuccess: ({ results }) => {
        const notSent = results.filter((r) => r.status === 'not-sent-yet');
        if (notSent.length > 0) onSelect(notSent.map((r) => r.id));
        else onUnselectItems();
      },
    });
  };
  const label = busy
    ? 'Sending…'
    : count > 0
      ? `Send ${count} to recipient${count > 1 ? 's' : ''}`
      : 'Send to recipient';
  // The notice keeps its place whether or not the button shows: a screen reader goes on
  // hearing the same live region.
  return (
    <>
      {!phone && total ? (
        <Button
          label={label}
          aria-disabled={busy}
          onClick={() => {
            if (busy) return;
            if (count === 0) notify(NOTHING_SELECTED, { type: 'info' });
            // A click should not mail a whole class at once: it asks first.
            else setAsking(true);
          }}
        >
          <SendIcon />
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        pending={false}
        title={sendQuestion(count)}
        content={SEND_EXPLAINED}
        confirmLabel="Send"
        confirmLook={{ variant: 'contained', startIcon: <SendIcon /> }}
        onConfirm={send}
        onClose={() => setAsking(false)}
      />
      <SendProgressNotice progress={progress} />
    </>
  );
};

/**
 * The edit screen's "Send to recipient" ("Send again" once tried). It sends the certificate as
 * saved, so with changes unsaved it says to save them first rather than mail what the screen
 * no longer shows.
 */
export const SendToRecipientButton = () => {
  const record = useRecordContext();
  const { isDirty } = useFormState();
  const notify = useNotify();
  const { mutate } = useSendCertificates();
  const busy = useSendBusy();
  if (!record) return null;
  const label = busy ? 'Sending…' : deliveryOf(record) ? 'Send again' : 'Send to recipient';
  return (
    <MuiButton
      variant="outlined"
      startIcon={<SendIcon />}
      aria-disabled={busy}
      aria-describedby={DELIVERY_STATUS_ID}
      onClick={() => {
        if (busy) return;
        if (isDirty) notify(UNSAVED_CHANGES, { type: 'warning' });
        else mutate([String(record.id)]);
      }}
    >
      {label}
    </MuiButton>
  );
};
