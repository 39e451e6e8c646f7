import { contactMessage } from '@club/model';
import DoneIcon from '@mui/icons-material/Done';
import ReplyIcon from '@mui/icons-material/Reply';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button as MuiButton, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { RecordDeleteButton } from '../content/RecordDeleteButton';
import { useMarkRead, useMessageBusy, useResend, useSetHandled } from './inbox-api';
import { MailStatusChip, MessageDate } from './marks';

const { fields } = contactMessage;

/**
 * Where focus goes when the button that had it is gone (a message sent again has no "Send
 * again"): the message's heading, not the page's <body>.
 */
const refocusHeading = () => {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.querySelector<HTMLElement>('main h1')?.focus();
};

// While a call on the message is under way (opening's mark-read too, which changes its
// version) the buttons ignore presses rather than turn disabled: a disabled button drops the
// keyboard focus to the page's <body>.

const HandledButton = () => {
  const record = useRecordContext();
  const { mutate } = useSetHandled();
  const busy = useMessageBusy();
  if (!record) return null;
  const handled = Boolean(record.handledAt);
  return (
    <Button
      label={handled ? 'Mark as not handled' : 'Mark as handled'}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) mutate({ id: record.id, version: Number(record.version), handled: !handled });
      }}
    >
      {handled ? <UndoIcon /> : <DoneIcon />}
    </Button>
  );
};

/** Only a message whose mail failed can be sent again; a mailed one never twice. */
const ResendButton = () => {
  const record = useRecordContext();
  const { mutate } = useResend();
  const busy = useMessageBusy();
  if (record?.status !== 'failed') return null;
  return (
    <Button
      label="Send again"
      aria-disabled={busy}
      onClick={() => {
        if (!busy)
          mutate({ id: record.id, version: Number(record.version) }, { onSettled: refocusHeading });
      }}
    >
      <SendIcon />
    </Button>
  );
};

/** Asks first, on Cancel, as every delete in the console does; then back to the inbox. */
const DeleteMessageButton = () => (
  <RecordDeleteButton
    definition={contactMessage}
    consequence="The message is removed from the inbox for good. This cannot be undone."
  />
);

const MessageActions = () => (
  <TopToolbar>
    <ListButton label="Inbox" />
    <HandledButton />
    <ResendButton />
    <DeleteMessageButton />
  </TopToolbar>
);

/** Opening a message marks it read, once: the server keeps the first time anyway. */
const useMarkReadOnOpen = () => {
  const record = useRecordContext();
  const { mutate } = useMarkRead();
  const marked = useRef(new Set<unknown>());
  useEffect(() => {
    if (!record || record.readAt || marked.current.has(record.id)) return;
    marked.current.add(record.id);
    mutate({ id: record.id });
  }, [record, mutate]);
};

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body1" component="div">
      {children}
    </Typography>
  </Box>
);

const MessageDetails = () => {
  const record = useRecordContext();
  useMarkReadOnOpen();
  if (!record) return null;
  const email = String(record.email ?? '');
  const subject = String(record.subject ?? '');
  const reply = `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" tabIndex={-1} sx={{ overflowWrap: 'anywhere' }}>
        {subject}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MailStatusChip status={record.status} />
        {record.handledAt ? (
          <Chip label="Handled" color="success" size="small" />
        ) : (
          <Chip label="Not handled" size="small" variant="outlined" />
        )}
      </Stack>
      <Line label="From">{String(record.name ?? '')}</Line>
      <Line label={fields.email.label}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {email}
          </Box>
          <MuiButton href={reply} size="small" variant="outlined" startIcon={<ReplyIcon />}>
            Reply
          </MuiButton>
        </Stack>
      </Line>
      <Line label="Received">
        <MessageDate value={record.createdAt} />
      </Line>
      {record.handledAt ? (
        <Line label={fields.handledAt.label}>
          <MessageDate value={record.handledAt} />
        </Line>
      ) : null}
      <Line label={fields.message.label}>
        {/* The visitor's own line breaks, kept; long words wrap on a phone. */}
        <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {String(record.message ?? '')}
        </Box>
      </Line>
    </Stack>
  );
};

/** One message, as the club received it; opening it marks it read. */
export const MessageShow = () => (
  <Show actions={<MessageActions />} title={<MessageTitle />}>
    <MessageDetails />
  </Show>
);

const MessageTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Message from ${String(record.name ?? '')}` : 'Message'}</>;
};
