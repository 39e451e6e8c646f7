import { certificate, recordPath, REVOCATION_REASON_MAX } from '@club/model';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { fetchUtils, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { serverFieldErrors, serverMessage } from '../http-errors';

type Standing = 'valid' | 'revoked' | 'expired' | 'unsigned';

const today = () => new Date().toISOString().slice(0, 10);

/** What the certificate's public page says of it now. */
const standingOf = (record: RaRecord): Standing => {
  if (record.revoked) return 'revoked';
  if (record.validUntil && String(record.validUntil) < today()) return 'expired';
  if (typeof record.credential !== 'string') return 'unsigned';
  return 'valid';
};

const CHIPS: Record<
  Standing,
  { label: string; color: 'success' | 'error' | 'warning' | 'default' }
> = {
  valid: { label: 'Valid', color: 'success' },
  revoked: { label: 'Revoked', color: 'error' },
  expired: { label: 'Expired', color: 'warning' },
  unsigned: { label: 'Not signed yet', color: 'default' },
};

/** The list's Status column. */
export const StandingField = (_: { label: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const chip = CHIPS[standingOf(record)];
  return <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />;
};

const post = (id: string, action: 'revoke' | 'reinstate', body: object = {}) =>
  fetchUtils.fetchJson(`${recordPath(certificate, id)}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Asks why, before revoking: the certificate's page shows the reason to whoever checks it. */
const RevokeDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const revoke = async () => {
    if (!reason.trim()) return setProblem('Say why: the certificate’s page shows the reason.');
    setPending(true);
    try {
      await post(String(record.id), 'revoke', { reason });
      notify(`The certificate of ${String(record.name)} is revoked.`, { type: 'info' });
      refresh();
      onClose();
    } catch (error) {
      setProblem(serverFieldErrors(error)?.reason ?? serverMessage(error) ?? 'Please try again.');
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>Revoke the certificate of {String(record.name)}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Its page will say it was revoked, when and why, and its signed credential will fail every
          check. You can reinstate it later: it then gets a new credential.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label="Reason (shown on the certificate’s page)"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          error={problem !== undefined}
          helperText={problem ?? `At most ${REVOCATION_REASON_MAX} characters.`}
          slotProps={{ htmlInput: { maxLength: REVOCATION_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={revoke} disabled={pending}>
          Revoke certificate
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Below the edit form: what the certificate's page says of it, and revoke or reinstate. */
export const StandingPanel = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const standing = standingOf(record);
  const revoked = record.revoked as { on: string; reason: string } | undefined;
  const reinstate = async () => {
    setPending(true);
    try {
      await post(String(record.id), 'reinstate');
      notify(`The certificate of ${String(record.name)} is valid again.`, { type: 'info' });
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? 'The certificate could not be reinstated. Please try again.', {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="certificate-standing" sx={{ px: 2, pb: 2 }}>
      <Typography id="certificate-standing" variant="h6" component="h2" gutterBottom>
        Status
      </Typography>
      <Stack spacing={1.5} alignItems="flex-start">
        {revoked ? (
          <Alert severity="error">
            Revoked on {longDate(revoked.on)}. Reason: {revoked.reason}
          </Alert>
        ) : (
          <Alert severity={standing === 'valid' ? 'success' : 'warning'}>
            {standing === 'valid' && 'Valid: its page and its signed credential say so.'}
            {standing === 'expired' &&
              `Expired: its last valid day was ${longDate(String(record.validUntil))}.`}
            {standing === 'unsigned' && 'Not signed yet: it gets its credential when saved.'}
          </Alert>
        )}
        {revoked ? (
          <Button
            variant="outlined"
            startIcon={<RestoreIcon />}
            onClick={reinstate}
            disabled={pending}
          >
            Reinstate
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockIcon />}
            onClick={() => setAsking(true)}
          >
            Revoke…
          </Button>
        )}
      </Stack>
      {asking ? <RevokeDialog record={record} onClose={() => setAsking(false)} /> : null}
    </Box>
  );
};
