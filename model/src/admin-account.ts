import * as z from 'zod';
import { requiredMessage } from './messages.js';
import { isStorable, unstorable } from './storable.js';

/** The longest address mail can be delivered to (RFC 5321's path limit, less its brackets). */
export const EMAIL_MAX = 254;

const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX, `Email is too long: an e-mail address has at most ${EMAIL_MAX} characters.`)
  .pipe(z.email('Email must be an e-mail address.'));

/** A login attempt: any password is checked, so only presence is required here. */
export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: requiredMessage('Password') })
    .min(1, requiredMessage('Password'))
    .max(200)
    .refine(isStorable, unstorable('Password')),
});

/** New credentials: the password must be one a person cannot guess in a few tries. */
export const credentialsSchema = z.object({
  email: emailField,
  password: z
    .string({ error: requiredMessage('Password') })
    .min(8, 'Password must be at least 8 characters.')
    .max(200, 'Password is too long (at most 200 characters).')
    .refine(isStorable, unstorable('Password')),
});

export type Credentials = z.infer<typeof credentialsSchema>;

/** A change of the credentials: proven by the current password, so a left-open session is not enough. */
export const credentialsChangeSchema = credentialsSchema.extend({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(200)
    .refine(isStorable, unstorable('Current password')),
});

/** The name of the session cookie; the console never reads it (it is HttpOnly). */
export const SESSION_COOKIE = 'club_session';

/** The cookie by which a browser that signed in before is known (OWASP's device cookie). */
export const DEVICE_COOKIE = 'club_device';
