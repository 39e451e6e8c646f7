import { CLUB_NAME, requiredMessage } from '@club/model';
import { Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Login, PasswordInput, TextInput, required, useLogin, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { LOGIN_FAILED } from '../auth-provider';
import { carriedEmail } from './carried-email';
import { ForgotPasswordLink, SignInLinks } from './SignInLinks';

interface Credentials {
  email?: string;
  password?: string;
}

/** "Forgot password?", taking along the address typed so far. */
const ForgotLinkWithAddress = () => {
  const email: unknown = useWatch({ name: 'email' });
  return (
    <SignInLinks>
      <ForgotPasswordLink email={typeof email === 'string' ? email.trim() : ''} />
    </SignInLinks>
  );
};

/**
 * The login screen: the club's name, email and a password that stays hidden unless the
 * person shows it with the eye button (the old site showed it in plain text). Shows the
 * server's message on success and on failure. Arriving from a newly set password, the address
 * is filled in and the password field has the focus.
 */
export const LoginPage = () => {
  const arrivedWith = carriedEmail(useLocation().state);
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const submit = async (values: Credentials) => {
    setPending(true);
    try {
      const answer: unknown = await login(values);
      const message = (answer as { message?: string } | undefined)?.message;
      if (message) notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : LOGIN_FAILED, {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Login>
      <Form onSubmit={submit} defaultValues={{ email: arrivedWith }} noValidate>
        <CardContent sx={{ width: 300, maxWidth: '100%', boxSizing: 'border-box' }}>
          <Typography variant="h5" component="h1" align="center">
            {CLUB_NAME}
          </Typography>
          <Typography variant="subtitle1" component="h2" align="center" gutterBottom>
            Admin console sign-in
          </Typography>
          <TextInput
            autoFocus={!arrivedWith}
            source="email"
            id="email"
            label="Email"
            type="email"
            autoComplete="username"
            validate={required(requiredMessage('Email'))}
          />
          <PasswordInput
            source="password"
            id="password"
            label="Password"
            autoFocus={Boolean(arrivedWith)}
            autoComplete="current-password"
            validate={required(requiredMessage('Password'))}
          />
          <Button variant="contained" type="submit" disabled={pending} fullWidth sx={{ mt: 2 }}>
            {pending ? <CircularProgress size={19} thickness={3} /> : 'Sign in'}
          </Button>
          <ForgotLinkWithAddress />
        </CardContent>
      </Form>
    </Login>
  );
};
