import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mail, Mailer } from '../domain/ports.js';

/**
 * The SendEmail request for a mail: SES's simple content, which has taken attachments since
 * 2025, so SES writes the MIME message itself. Each file goes base64 in the message: SES's
 * default (7-bit) would break a credential, whose JSON is one line of thousands of characters
 * and may hold names in any script.
 */
export const sendEmailRequest = (from: string, mail: Mail) => ({
  FromEmailAddress: from,
  Destination: { ToAddresses: [mail.to] },
  ReplyToAddresses: [mail.replyTo],
  Content: {
    Simple: {
      Subject: { Data: mail.subject, Charset: 'UTF-8' },
      Body: {
        Text: { Data: mail.text, Charset: 'UTF-8' },
        Html: { Data: mail.html, Charset: 'UTF-8' },
      },
      ...(mail.attachments?.length
        ? {
            Attachments: mail.attachments.map((file) => ({
              FileName: file.fileName,
              ContentType: file.contentType,
              RawContent: file.content,
              ContentDisposition: 'ATTACHMENT' as const,
              ContentTransferEncoding: 'BASE64' as const,
            })),
          }
        : {}),
    },
  },
});

/** Sends through SES from the club's verified address. */
export const sesMailer = (ses: SESv2Client, from: string): Mailer => ({
  async send(mail) {
    await ses.send(new SendEmailCommand(sendEmailRequest(from, mail)));
  },
});
