import BlockIcon from '@mui/icons-material/Block';
import { Box, Chip } from '@mui/material';
import { resultLabel } from './words';

// With seconds: a burst of failed sign-ins is told apart by them.
const readable = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** When it happened (ISO 8601 from the server), in the reader's own time zone. */
export const AuditTime = ({ value }: { value: unknown }) => {
  const time = typeof value === 'string' && value ? new Date(value) : undefined;
  return time && !Number.isNaN(time.getTime()) ? (
    <time dateTime={time.toISOString()}>{readable.format(time)}</time>
  ) : null;
};

/** A refused attempt (a wrong password, a lockout), marked in a word and not by colour alone. */
export const RefusedChip = () => (
  <Chip
    component="span"
    icon={<BlockIcon />}
    label={resultLabel(false)}
    color="error"
    variant="outlined"
    size="small"
  />
);

/** The Result column: the chip for a refusal; a done entry reads quietly. */
export const AuditResult = ({ ok }: { ok: unknown }) =>
  ok === false ? (
    <RefusedChip />
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {resultLabel(ok)}
    </Box>
  );
