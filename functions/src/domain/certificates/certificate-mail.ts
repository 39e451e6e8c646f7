import { certificatePath, codeFileName, linkedInAddUrl } from '@club/model';
import { escapeHtml, oneLine } from '../mail-text.js';
import type { Item, Mail } from '../ports.js';

/**
 * The attached credential's type. application/json rather than the credential's own media type
 * (application/vc+ld+json, or VC 2.0's application/vc): mail clients and phones know JSON (they
 * preview it, or open it with any text editor or badge wallet), while an unknown application/*
 * type is shown as an opaque file and weighs against the mail in some spam filters. The file
 * says what it is itself, in its @context and type.
 */
export const CREDENTIAL_MAIL_TYPE = 'application/json';

export interface CertificateMailContext {
  /** The site's origin, where the certificate's page is. */
  origin: string;
  clubName: string;
  /** Where the student's reply goes: the club's inbox. */
  replyTo: string;
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The parts of the mail, as plain text; each is escaped for the HTML part. */
const partsOf = (item: Item, { origin, clubName }: CertificateMailContext) => {
  const text = (field: string) => String(item[field] ?? '').trim();
  const code = text('code');
  const validUntil = text('validUntil');
  return {
    name: text('name'),
    title: `${text('position')}, ${text('event')}`,
    detail: `${text('univarsity')}, ${text('year')}`,
    validity: validUntil ? `Valid until ${longDate(validUntil)}.` : '',
    page: `${origin}${certificatePath(code)}`,
    linkedIn: linkedInAddUrl(
      {
        code,
        position: text('position'),
        event: text('event'),
        year: text('year'),
        issuedAt: text('createdAt'),
        validUntil,
      },
      origin,
      clubName,
    ),
    fileName: codeFileName(code, 'json'),
    code,
  };
};

/**
 * The mail that gives a student their certificate: its page (where anyone checks it), a link
 * that adds it to their LinkedIn profile, and its signed credential attached. The certificate
 * must have an e-mail address and a credential; the caller checks both.
 */
export const certificateMail = (item: Item, context: CertificateMailContext): Mail => {
  const p = partsOf(item, context);
  const { clubName } = context;
  const credentialNote = `Attached is ${p.fileName}: your certificate as a signed digital credential (Open Badges 3.0). Keep it: a badge wallet or any Open Badges verifier can check that it is genuine, even without our site.`;
  const text = [
    `Dear ${p.name},`,
    `Congratulations! ${clubName} has issued your certificate:`,
    [p.title, p.detail, p.validity].filter(Boolean).join('\n'),
    `Anyone can check it at its page:\n${p.page}`,
    `Add it to your LinkedIn profile:\n${p.linkedIn}`,
    credentialNote,
    `Certificate code: ${p.code}`,
    clubName,
  ].join('\n\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Dear ${e(p.name)},</p>
<p>Congratulations! ${e(clubName)} has issued your certificate:</p>
<p><strong>${e(p.title)}</strong><br>${e(p.detail)}${p.validity ? `<br>${e(p.validity)}` : ''}</p>
<p>Anyone can check it at its page: <a href="${e(p.page)}">Check your certificate</a></p>
<p><a href="${e(p.linkedIn)}">Add to LinkedIn</a></p>
<p>${e(credentialNote)}</p>
<p style="color: #555">Certificate code: ${e(p.code)}</p>
<p>${e(clubName)}</p>
</body></html>
`;
  return {
    to: String(item.email),
    replyTo: context.replyTo,
    subject: oneLine(`Your certificate from ${clubName}: ${p.title}`),
    text: `${text}\n`,
    html,
    attachments: [
      {
        fileName: p.fileName,
        contentType: CREDENTIAL_MAIL_TYPE,
        content: new TextEncoder().encode(String(item.credential)),
      },
    ],
  };
};
