import { passwordLinkSchema, setPasswordSchema } from '@club/model';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, SaveButton, useLogout, useNavigate, useNotify } from 'react-admin';
import { schemaResolver, withChecks } from '../content/validation';
import { errorStatus, serverFieldErrors, serverMessage } from '../http-errors';
import { AuthFrame } from './AuthFrame';
import type { CarriedEmail } from './carried-email';
import { linkToken } from './link-token';
import { checkLink, setPasswordWithLink, type WorkingLink } from './password-api';
import { BackToSignIn, ForgotPasswordLink, SignInLinks } from './SignInLinks';

type LinkState =
  { kind: 'checking' } | { kind: 'working'; link: WorkingLink } | { kind: 'dead'; message: string };

const passwordRule = setPasswordSchema.shape.password;

interface NewPassword {
  password?: string;
  confirmPassword?: string;
}

// The rule every new password meets (the server applies the same), and the one only a person
// typing needs.
const resolver = withChecks(
  schemaResolver(setPasswordSchema.pick({ password: true })),
  (values): Record<string, string> =>
    values.password === values.confirmPassword
      ? {}
      : { confirmPassword: 'The two passwords do not match.' },
);

const NOT_CHECKED = 'This link could not be checked. Check your connection and reload the page.';

/** Why a link does not work, in the server's words when it gave any. */
const deadMessage = (error: unknown) =>
  serverMessage(error) ?? serverFieldErrors(error)?.token ?? NOT_CHECKED;

/**
 * Whether the link still works, asked once on arrival. A token that cannot be one (the page
 * was reloaded, or the link was cut short) is told so by the model's own rule, without a call.
 */
const useLink = (token: string) => {
  const [state, setState] = useState<LinkState>(() => {
    const shape = passwordLinkSchema.safeParse({ token });
    return shape.success
      ? { kind: 'checking' }
      : { kind: 'dead', message: shape.error.issues[0]?.message ?? NOT_CHECKED };
  });
  useEffect(() => {
    if (state.kind !== 'checking') return;
    let current = true;
    checkLink(token).then(
      (link) => current && setState({ kind: 'working', link }),
      (error: unknown) => current && setState({ kind: 'dead', message: deadMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, state.kind]);
  return [state, setState] as const;
};

/** A link that does not work: why, and the two ways to a new one. */
const DeadLink = ({ message }: { message: string }) => (
  <AuthFrame title="This link does not work">
    <Alert severity="error">{message}</Alert>
    <Typography variant="body2" sx={{ mt: 2 }}>
      Ask for a new link with &ldquo;Forgot password?&rdquo;. If you were invited, ask the owner who
      invited you to send the invitation again.
    </Typography>
    <SignInLinks>
      <ForgotPasswordLink />
      <BackToSignIn />
    </SignInLinks>
  </AuthFrame>
);

const titleOf = ({ purpose }: WorkingLink) =>
  purpose === 'invite' ? 'Choose a password for' : 'Set a new password for';

/**
 * Where a mailed link leads (an invitation, or "Forgot password?"): outside the console's
 * frame, as no one is signed in yet. The token came in the address's fragment and is already
 * gone from it (link-token.ts). Once the password is set, the login follows with the address
 * filled in.
 */
export const SetPassword = () => {
  const token = linkToken();
  const [state, setState] = useLink(token);
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();

  if (state.kind === 'checking')
    return (
      <AuthFrame title="Checking your link…">
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Checking your link" />
        </Box>
      </AuthFrame>
    );
  if (state.kind === 'dead') return <DeadLink message={state.message} />;

  const { link } = state;
  const submit = async ({ password }: NewPassword) => {
    try {
      const { email, message } = await setPasswordWithLink(token, password ?? '');
      const signIn = email || link.email;
      notify(message || `Your password is set. Sign in with ${signIn}.`, { type: 'success' });
      // The link set this account's password: whoever was signed in here (an owner trying the
      // link) is signed out, or the login would send them on to their own dashboard.
      await logout({}, false);
      const carried: CarriedEmail = { email: signIn };
      navigate('/login', { state: carried });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (errorStatus(error) === 410 || fields?.token) {
        setState({ kind: 'dead', message: deadMessage(error) });
        return;
      }
      if (fields) return fields;
      notify(serverMessage(error) ?? 'The password was not saved. Please try again.', {
        type: 'error',
      });
    }
  };

  return (
    <AuthFrame title={titleOf(link)} who={link.email}>
      <Form onSubmit={submit} resolver={resolver} noValidate>
        {/* For password managers: which account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={link.email}
          readOnly
          hidden
        />
        <PasswordInput
          source="password"
          id="password"
          label="New password"
          helperText={`At least ${passwordRule.minLength ?? 8} characters`}
          autoComplete="new-password"
          autoFocus
          isRequired
        />
        <PasswordInput
          source="confirmPassword"
          id="confirmPassword"
          label="Repeat the new password"
          autoComplete="new-password"
          isRequired
        />
        <SaveButton label="Save password" alwaysEnable fullWidth />
      </Form>
      <SignInLinks>
        <BackToSignIn />
      </SignInLinks>
    </AuthFrame>
  );
};
