import type { ContactStatus } from '@club/model';
import { Chip, type SxProps } from '@mui/material';
import type { RaRecord } from 'react-admin';

/** Nobody has opened it yet. */
export const isUnread = (message: RaRecord | undefined) => Boolean(message) && !message?.readAt;

/** Unread rows are bold; the chip says it in words, for readers who cannot rely on weight. */
export const unreadSx = (message: RaRecord): SxProps =>
  isUnread(message)
    ? { '& td, & td .MuiTypography-root, & .MuiListItemText-primary': { fontWeight: 'bold' } }
    : {};

export const NewChip = () => (
  <Chip
    component="span"
    label="New"
    color="primary"
    size="small"
    sx={{ ml: 1, fontWeight: 'bold' }}
  />
);

const STATUS_WORDS: Record<
  ContactStatus,
  { label: string; color: 'default' | 'success' | 'error' }
> = {
  new: { label: 'Being mailed', color: 'default' },
  sent: { label: 'Mailed', color: 'success' },
  failed: { label: 'Mail failed', color: 'error' },
};

/** The fate of the e-mail to the club, in words. */
export const MailStatusChip = ({ status }: { status: unknown }) => {
  const words = STATUS_WORDS[status as ContactStatus];
  return words ? (
    <Chip label={words.label} color={words.color} size="small" variant="outlined" />
  ) : null;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A server-set moment (ISO 8601) as the administrator reads dates; nothing when it is ''. */
export const MessageDate = ({ value }: { value: unknown }) => {
  const time = typeof value === 'string' && value ? new Date(value) : undefined;
  return time && !Number.isNaN(time.getTime()) ? (
    <time dateTime={time.toISOString()}>{dateFormat.format(time)}</time>
  ) : null;
};
