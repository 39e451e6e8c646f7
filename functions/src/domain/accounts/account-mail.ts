import { INVITE_HOURS, RESET_MINUTES, ROLE_LABELS, type Role } from '@club/model';
import { escapeHtml, oneLine } from '../mail-text.js';
import type { Mail } from '../ports.js';

export interface AccountMailContext {
  clubName: string;
  /** Where a reply goes: the club's inbox, not an automatic sender. */
  replyTo: string;
}

const mail = (
  to: string,
  subject: string,
  lines: string[],
  link: { text: string; href: string },
  { clubName, replyTo }: AccountMailContext,
): Mail => ({
  to,
  replyTo,
  subject: oneLine(`[${clubName}] ${subject}`),
  text: `${lines.join('\n\n')}\n\n${link.text}:\n${link.href}\n`,
  html: `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</body></html>
`,
});

/** An owner's invitation: the link sets the new account's password. */
export const inviteMail = (
  to: string,
  { role, by, link }: { role: Role; by: string; link: string },
  context: AccountMailContext,
) =>
  mail(
    to,
    `You are invited to edit the site`,
    [
      `${by} invited you to the console of ${context.clubName}'s website, as ${ROLE_LABELS[role].toLowerCase()}.`,
      `Choose your password with the link below. It works for ${INVITE_HOURS} hours, once; after that, ask ${by} for a new invitation.`,
    ],
    { text: 'Choose your password', href: link },
    context,
  );

/** "Forgot password?": the link sets a new one. */
export const resetMail = (to: string, link: string, context: AccountMailContext) =>
  mail(
    to,
    'Set a new password',
    [
      `Someone asked to set a new password for your account on the console of ${context.clubName}'s website.`,
      `The link below works for ${RESET_MINUTES} minutes, once. Setting a new password signs out every other browser. If you did not ask for this, ignore this mail: your password stays as it is.`,
    ],
    { text: 'Set a new password', href: link },
    context,
  );
