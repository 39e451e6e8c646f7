import { forgotPasswordSchema } from '@club/model';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, SaveButton, TextInput } from 'react-admin';
import { useLocation } from 'react-router';
import { schemaResolver } from '../content/validation';
import { serverFieldErrors, serverMessage } from '../http-errors';
import { AuthFrame } from './AuthFrame';
import { carriedEmail } from './carried-email';
import { askForResetLink } from './password-api';
import { BackToSignIn, SignInLinks } from './SignInLinks';

const resolver = schemaResolver(forgotPasswordSchema);

const NOT_SENT = 'The link could not be asked for. Check your connection and try again.';

/**
 * "Forgot password?": the address, then the server's answer, which is the same whether or not
 * the address has an account (so this screen cannot be used to find out who has one). The
 * answer takes the focus, so a screen reader reads it and the next Tab is "Back to sign-in".
 */
export const ForgotPassword = () => {
  const typedAtLogin = carriedEmail(useLocation().state);
  const [answer, setAnswer] = useState<{ text: string; email: string }>();
  const [refusal, setRefusal] = useState<string>();
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer || refusal) said.current?.focus();
  }, [answer, refusal]);

  const submit = async ({ email }: { email?: string }) => {
    const address = (email ?? '').trim();
    setRefusal(undefined);
    try {
      setAnswer({ text: await askForResetLink(address), email: address });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      // Too many requests from this browser's address (429) says when to try again.
      setRefusal(serverMessage(error) ?? NOT_SENT);
    }
  };

  return (
    <AuthFrame title="Forgot your password?">
      {answer ? (
        <>
          <Alert ref={said} tabIndex={-1} severity="success" role="status">
            {answer.text}
          </Alert>
          <Typography variant="body2" sx={{ mt: 2 }}>
            Open the link in the e-mail to choose a new password. No e-mail? Look in the spam
            folder, or check the address and ask again.
          </Typography>
          <SignInLinks>
            <BackToSignIn email={answer.email} />
          </SignInLinks>
        </>
      ) : (
        <Form
          onSubmit={submit}
          resolver={resolver}
          defaultValues={{ email: typedAtLogin }}
          noValidate
        >
          <Typography variant="body2" gutterBottom>
            Enter the e-mail address you sign in with. We will send you a link to set a new
            password.
          </Typography>
          <TextInput
            source="email"
            id="email"
            label="Email"
            type="email"
            autoComplete="username"
            isRequired
          />
          {refusal && (
            <Alert ref={said} tabIndex={-1} severity="error" sx={{ mb: 2 }}>
              {refusal}
            </Alert>
          )}
          <SaveButton label="Send the link" icon={<SendIcon />} alwaysEnable fullWidth />
          <SignInLinks>
            <BackToSignIn />
          </SignInLinks>
        </Form>
      )}
    </AuthFrame>
  );
};
