import { Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CarriedEmail } from './carried-email';

/** Where "Forgot password?" lives, beside the login (a screen without the console's frame). */
export const FORGOT_PASSWORD_ROUTE = '/forgot-password';

const carry = (email: string): CarriedEmail | undefined => (email ? { email } : undefined);

/** To the login screen, with the address filled in when there is one. */
export const BackToSignIn = ({ email = '' }: { email?: string }) => (
  <Link component={RouterLink} to="/login" state={carry(email)}>
    Back to sign-in
  </Link>
);

/** To "Forgot password?", carrying the address typed so far. */
export const ForgotPasswordLink = ({ email = '' }: { email?: string }) => (
  <Link component={RouterLink} to={FORGOT_PASSWORD_ROUTE} state={carry(email)}>
    Forgot password?
  </Link>
);

/** The links below a sign-in screen's form, in a row that wraps on a phone. */
export const SignInLinks = ({ children }: { children: ReactNode }) => (
  <Stack
    direction="row"
    spacing={2}
    useFlexGap
    sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'center' }}
  >
    {children}
  </Stack>
);
