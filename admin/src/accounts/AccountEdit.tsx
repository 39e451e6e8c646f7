import { INVITE_HOURS, type AccountView } from '@club/model';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { FormActions } from '../content/FormActions';
import { ScreenHeading } from '../layout/ScreenHeading';
import { AccountDate } from './AccountDate';
import { RoleInput, StateInput } from './ChoiceInput';
import { RemoveAccountButton } from './RemoveAccountButton';
import { ResendInvitationButton } from './ResendInvitationButton';
import { ACCOUNT_RESOURCE, accountChange, accountSaved, refusalText } from './words';

const TITLE = 'Edit account';

/** Whether the account on screen is the signed-in person's own. */
const useIsOwnAccount = () => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  return Boolean(record && identity && String(identity.id).toLowerCase() === String(record.id));
};

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Typography variant="body2">
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {`${label}: `}
    </Box>
    {children}
  </Typography>
);

/** Whose account it is, and its history: who invited them, when they last signed in. */
const Summary = () => {
  const record = useRecordContext();
  const own = useIsOwnAccount();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {String(record.email ?? record.id)}
      </Typography>
      {own && <Typography variant="body2">This is your own account.</Typography>}
      <Line label="Added">
        <AccountDate value={record.createdAt} none="—" />
        {record.invitedBy ? ` by ${String(record.invitedBy)}` : ''}
      </Line>
      <Line label="Last sign-in">
        <AccountDate value={record.lastSignInAt} none="Never" />
      </Line>
    </Stack>
  );
};

/**
 * Whether the account can sign in: active or disabled. An invited one has no password yet, so
 * there is nothing to disable: it can be sent its invitation again, or removed.
 */
const Access = () => {
  const record = useRecordContext();
  if (record?.state !== 'invited') return <StateInput />;
  return (
    <Alert severity="info" sx={{ mt: 1, mb: 2 }}>
      <Typography variant="body2" gutterBottom>
        {`Invited: they have not chosen a password yet. Each invitation link works for ${INVITE_HOURS} hours.`}
      </Typography>
      <ResendInvitationButton />
    </Alert>
  );
};

/** Save, and Remove (not on your own account, which another owner must remove). */
const AccountToolbar = () => {
  const own = useIsOwnAccount();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {!own && <RemoveAccountButton />}
    </Toolbar>
  );
};

/**
 * An owner changes an account's role, or disables it (which signs it out everywhere at once).
 * Pessimistic, so the API's refusals reach the person before anything shows as saved: the
 * last active owner cannot be demoted or disabled, and a change made meanwhile is not
 * overwritten (both 409, shown in the API's words).
 */
export const AccountEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  return (
    <>
      <ScreenHeading title={TITLE} />
      <Edit
        title={TITLE}
        actions={<FormActions />}
        mutationMode="pessimistic"
        transform={accountChange}
        mutationOptions={{
          onSuccess: (account: AccountView) => {
            notify(accountSaved(account), { type: 'success' });
            // An owner who made themselves an editor loses the accounts' screens at once.
            if (String(identity?.id).toLowerCase() === account.id)
              void queryClient.invalidateQueries({ queryKey: ['auth'] });
            redirect('list', ACCOUNT_RESOURCE);
          },
          onError: (error: unknown) =>
            notify(refusalText(error, 'The account was not saved. Please try again.'), {
              type: 'error',
            }),
        }}
      >
        {/* As every console form: the form's own messages, not the browser's bubbles. */}
        <SimpleForm toolbar={<AccountToolbar />} noValidate sx={{ maxWidth: 720 }}>
          <Summary />
          <RoleInput />
          <Access />
        </SimpleForm>
      </Edit>
    </>
  );
};
