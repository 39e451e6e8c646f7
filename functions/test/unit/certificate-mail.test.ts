import { describe, expect, it } from 'vitest';
import {
  AccountSuspendedException,
  MessageRejected,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import { CLUB_NAME } from '@club/model';
import { certificateMail } from '../../src/domain/certificates/certificate-mail.js';
import {
  DELIVERY_MESSAGES,
  deliveryProblem,
} from '../../src/domain/certificates/delivery-service.js';
import { sendEmailRequest } from '../../src/storage/ses-mailer.js';

const context = {
  origin: 'https://club.example.org',
  clubName: CLUB_NAME,
  replyTo: 'club@club.example.org',
};

const stored = (overrides: Record<string, unknown> = {}) => ({
  id: 'abc',
  name: 'Nusrat Jahan',
  event: 'Robo Carnival 2025',
  univarsity: 'BUET',
  position: 'Champion',
  year: '2025',
  code: 'Nusrat Jahan_Robo Carnival 2025_BUET_Champion_2025',
  createdAt: '2025-03-31T20:15:00.000Z',
  email: 'nusrat@example.org',
  credential: '{"type":["VerifiableCredential","OpenBadgeCredential"],"name":"নুসরাত"}',
  ...overrides,
});

describe('the mail that gives a student their certificate', () => {
  it('is to the student, answered at the club, with the credential attached as <code>.json', () => {
    const mail = certificateMail(stored(), context);
    expect(mail).toMatchObject({
      to: 'nusrat@example.org',
      replyTo: 'club@club.example.org',
      subject: `Your certificate from ${CLUB_NAME}: Champion, Robo Carnival 2025`,
    });
    expect(mail.attachments).toEqual([
      {
        fileName: 'Nusrat Jahan_Robo Carnival 2025_BUET_Champion_2025.json',
        contentType: 'application/json',
        content: new TextEncoder().encode(stored().credential),
      },
    ]);
    // No last valid day, no line about one.
    expect(mail.text).not.toContain('Valid until');
    expect(certificateMail(stored({ validUntil: '2027-06-30' }), context).text).toContain(
      'Valid until 30 June 2027.',
    );
  });

  it('escapes every value in HTML, keeps the subject one line, and names the file safely', () => {
    const mail = certificateMail(
      stored({
        name: 'Rahim <img src=x onerror=alert(1)>',
        event: 'Robo\nFest',
        code: 'Rahim_Robo Fest_JU/CSE_Winner_2025',
      }),
      context,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Dear Rahim &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.text).toContain('Dear Rahim <img src=x onerror=alert(1)>,');
    expect(mail.subject).toBe(`Your certificate from ${CLUB_NAME}: Champion, Robo Fest`);
    expect(mail.attachments![0]!.fileName).toBe('Rahim_Robo Fest_JU-CSE_Winner_2025.json');
  });
});

describe("SES's SendEmail request", () => {
  it('attaches each file base64, as an attachment, in simple content SES makes MIME of', () => {
    const mail = certificateMail(stored(), context);
    const request = sendEmailRequest('website@club.example.org', mail);
    expect(request).toMatchObject({
      FromEmailAddress: 'website@club.example.org',
      Destination: { ToAddresses: ['nusrat@example.org'] },
      ReplyToAddresses: ['club@club.example.org'],
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text }, Html: { Data: mail.html } },
          Attachments: [
            {
              FileName: 'Nusrat Jahan_Robo Carnival 2025_BUET_Champion_2025.json',
              ContentType: 'application/json',
              RawContent: mail.attachments![0]!.content,
              ContentDisposition: 'ATTACHMENT',
              ContentTransferEncoding: 'BASE64',
            },
          ],
        },
      },
    });
  });

  it('has no attachments where the mail has none (the contact form’s)', () => {
    const { attachments: _none, ...plain } = certificateMail(stored(), context);
    expect(sendEmailRequest('website@club.example.org', plain).Content.Simple).not.toHaveProperty(
      'Attachments',
    );
  });
});

describe('why a mail was not sent, in words for the administrator', () => {
  const $metadata = { httpStatusCode: 400 };

  it('passes on what SES refused, and says when it is busy or paused', () => {
    const rejected = new MessageRejected({
      $metadata,
      message: 'Email address is not verified. The following identities failed the check.',
    });
    expect(deliveryProblem(rejected)).toBe(
      'The mail service refused this e-mail: Email address is not verified. The following identities failed the check.',
    );
    // In SES's sandbox the API's role may not mail a student's own address.
    const denied = Object.assign(new Error('Not authorized to perform ses:SendEmail'), {
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 403 },
    });
    expect(deliveryProblem(denied)).toBe(
      'The mail service refused this e-mail: Not authorized to perform ses:SendEmail',
    );
    expect(
      deliveryProblem(new TooManyRequestsException({ $metadata, message: 'Too many requests' })),
    ).toBe(DELIVERY_MESSAGES.busy);
    expect(
      deliveryProblem(new AccountSuspendedException({ $metadata, message: 'Suspended' })),
    ).toBe(DELIVERY_MESSAGES.paused);
  });

  it('says the mail service could not be reached for errors of the network', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    expect(deliveryProblem(refused)).toBe(DELIVERY_MESSAGES.unreachable);
    expect(deliveryProblem(new Error('fetch failed', { cause: refused }))).toBe(
      DELIVERY_MESSAGES.unreachable,
    );
    const timeout = Object.assign(new Error('timed out'), { name: 'TimeoutError' });
    expect(deliveryProblem(timeout)).toBe(DELIVERY_MESSAGES.unreachable);
  });

  it('names any other failure SES answered', () => {
    const odd = Object.assign(new Error('Internal'), {
      name: 'InternalFailure',
      $metadata: { httpStatusCode: 500 },
    });
    expect(deliveryProblem(odd)).toBe(
      'The e-mail could not be sent (InternalFailure). Please try again later.',
    );
  });
});
