import { adminPath, credentialsChangeSchema } from '@club/model';
import { Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  Title,
  fetchUtils,
  useGetIdentity,
  useLogout,
  useLogoutIfAccessDenied,
  useNotify,
} from 'react-admin';
import type { LogoutParams } from '../auth-provider';
import { serverFieldErrors, serverMessage } from '../http-errors';
import { schemaResolver, withChecks } from '../content/validation';

/** Spec §4: a password change ends the session, and the login screen follows after 400 ms. */
const LOGOUT_DELAY_MS = 400;

interface NewCredentials {
  currentPassword?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

// The same rules the server applies, plus the one only a person typing needs.
const resolver = withChecks(
  schemaResolver(credentialsChangeSchema),
  (values): Record<string, string> =>
    values.password === values.confirmPassword
      ? {}
      : { confirmPassword: 'The two passwords do not match.' },
);

export const ChangePassword = () => {
  const notify = useNotify();
  const logout = useLogout();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { identity, isPending } = useGetIdentity();

  const submit = async ({ currentPassword, email, password }: NewCredentials) => {
    try {
      const { json } = await fetchUtils.fetchJson(adminPath('update'), {
        method: 'PUT',
        body: JSON.stringify({ currentPassword, email, password }),
      });
      notify(serverMessage({ body: json }) ?? 'The admin login was changed.', { type: 'success' });
      // The change ended every session on the server; the console only leaves. After logging
      // in again, start at the dashboard rather than back on this form.
      const leave: LogoutParams = { sessionEnded: true };
      setTimeout(() => void logout(leave, undefined, false), LOGOUT_DELAY_MS);
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      notify(serverMessage(error) ?? 'Failed to change the password. Please try again.', {
        type: 'error',
      });
      return serverFieldErrors(error);
    }
  };

  if (isPending) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Change password" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Change your e-mail and password
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          You will be logged out and must log in again with the new details.
        </Typography>
        <Form
          onSubmit={submit}
          resolver={resolver}
          defaultValues={{ email: identity?.fullName ?? '' }}
          noValidate
        >
          <PasswordInput
            source="currentPassword"
            id="currentPassword"
            label="Current password"
            autoComplete="current-password"
            isRequired
          />
          <TextInput source="email" id="email" label="Email" type="email" isRequired />
          <PasswordInput
            source="password"
            id="password"
            label="New password"
            helperText="At least 8 characters"
            autoComplete="new-password"
            isRequired
          />
          <PasswordInput
            source="confirmPassword"
            id="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            isRequired
          />
          <SaveButton label="Change password" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
