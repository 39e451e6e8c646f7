import { INVITE_HOURS, inviteSchema, type AccountView } from '@club/model';
import SendIcon from '@mui/icons-material/Send';
import { Typography } from '@mui/material';
import {
  Create,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
} from 'react-admin';
import { FormActions } from '../content/FormActions';
import { schemaResolver } from '../content/validation';
import { ScreenHeading } from '../layout/ScreenHeading';
import { RoleInput } from './ChoiceInput';
import { ACCOUNT_RESOURCE, INVITE_LABEL, invitationSent, refusalText } from './words';

const resolver = schemaResolver(inviteSchema);

const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="Send invitation" icon={<SendIcon />} alwaysEnable />
  </Toolbar>
);

/**
 * An owner invites someone by e-mail: the new account has no password until they choose one
 * from the mailed link. Pessimistic (create always is): an address that already has an
 * account is refused (400) and the message shows under Email.
 */
export const AccountCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <>
      <ScreenHeading title={INVITE_LABEL} />
      <Create
        title={INVITE_LABEL}
        actions={<FormActions />}
        // Only what the API takes; it trims and lower-cases the address itself.
        transform={({ email, role }: Record<string, unknown>) => ({ email, role })}
        mutationOptions={{
          onSuccess: (account: AccountView) => {
            notify(invitationSent(account.email), { type: 'success' });
            redirect('list', ACCOUNT_RESOURCE);
          },
          onError: (error: unknown) =>
            notify(refusalText(error, 'The invitation was not sent. Please try again.'), {
              type: 'error',
            }),
        }}
      >
        <SimpleForm
          resolver={resolver}
          defaultValues={{ email: '', role: 'editor' }}
          toolbar={<InviteToolbar />}
          // The form's own message for a mistyped address, not the browser's bubble.
          noValidate
          sx={{ maxWidth: 720 }}
        >
          <Typography variant="body2" gutterBottom>
            {`They get an e-mail with a link to choose their password. The link works for ${INVITE_HOURS} hours; if it runs out, send a new one from their account.`}
          </Typography>
          <TextInput
            source="email"
            id="email"
            label="Email"
            type="email"
            autoComplete="off"
            isRequired
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
          <RoleInput />
        </SimpleForm>
      </Create>
    </>
  );
};
