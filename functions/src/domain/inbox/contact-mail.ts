import { escapeHtml, oneLine } from '../mail-text.js';
import type { Mail } from '../ports.js';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The mail the club receives for a visitor's message; every visitor string is escaped in HTML. */
export const contactMail = (message: ContactMessage, to: string, siteName: string): Mail => {
  const { name, email, subject } = message;
  const intro = `${name} <${email}> wrote through the contact form of ${siteName}.`;
  const text = `${intro}\n\nSubject: ${subject}\n\n${message.message}\n\nReply to this e-mail to answer ${name}.\n`;
  const paragraphs = message.message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>
${paragraphs}
<p style="color: #555">Reply to this e-mail to answer ${escapeHtml(name)}.</p>
</body></html>
`;
  return { to, replyTo: email, subject: oneLine(`[${siteName}] ${subject}`), text, html };
};
