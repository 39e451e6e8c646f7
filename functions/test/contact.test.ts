import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLUB_NAME,
  CONTACT_HONEYPOT,
  CONTACT_MESSAGES,
  CONTACT_PATH,
  contactMessage,
  requiredMessage,
} from '@club/model';
import { freePort } from '@club/emulators';
import { contactService } from '../src/domain/inbox/contact-service.js';
import type { DomainError } from '../src/domain/errors.js';
import { sesClient } from '../src/storage/clients.js';
import { sesMailer } from '../src/storage/ses-mailer.js';
import { testApi } from './support/api.js';

let api: Awaited<ReturnType<typeof testApi>>;
beforeAll(async () => {
  api = await testApi();
});

// Each test writes from its own client address, so the rate limit of one does not touch another:
// a random address of IPv6's documentation range, which two tests never share.
const clientAddress = () =>
  `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Rahim <b>Uddin</b>',
  email: 'rahim@example.org',
  subject: `Sponsorship ${crypto.randomUUID().slice(0, 8)}`,
  message: 'We would like to sponsor\nthe next <script>alert(1)</script> contest.',
  ...overrides,
});

/** What the API's contact service is built with, for one built on a clock of the test's own. */
const inboxDeps = () => ({
  content: api.deps.content,
  records: api.deps.records,
  mailer: sesMailer(sesClient(api.config), api.config.MAIL_FROM),
  contactTo: api.config.CONTACT_TO,
  siteName: CLUB_NAME,
  log: api.deps.logger,
});

const send = (json: unknown, sourceIp = clientAddress(), target = api) =>
  target.call('POST', CONTACT_PATH, { json, sourceIp });

const storedWith = async (subject: string, target = api) =>
  (await target.deps.records.list(contactMessage.name)).filter((m) => m.subject === subject);

describe('POST /api/send-email', () => {
  it('stores the message, mails it to the club with the visitor as Reply-To, and escapes it in HTML', async () => {
    const sent = message();
    const answer = await send(sent);
    expect(answer).toMatchObject({ status: 200, body: { message: CONTACT_MESSAGES.sent } });

    const [stored] = await storedWith(sent.subject);
    expect(stored).toMatchObject({ ...sent, status: 'sent' });

    const mail = (await api.sentMail()).find((m) => m.subject.includes(sent.subject));
    expect(mail).toBeDefined();
    expect(mail!.destination.to).toEqual([api.config.CONTACT_TO]);
    expect(mail!.from).toBe(api.config.MAIL_FROM);
    expect(mail!.replyTo).toEqual([sent.email]);
    expect(mail!.body.text).toContain('the next <script>alert(1)</script> contest.');
    expect(mail!.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.body.html).toContain('Rahim &lt;b&gt;Uddin&lt;/b&gt;');
    expect(mail!.body.html).not.toContain('<script>');
  });

  it('answers a missing or malformed field with `error` and a message per field, and keeps nothing', async () => {
    const sent = message({ name: ' ', email: 'not-an-address' });
    const answer = await send({ ...sent, message: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      name: requiredMessage(contactMessage.fields.name.label),
      email: 'Email must be an e-mail address.',
      message: requiredMessage(contactMessage.fields.message.label),
    });
    expect(answer.body.error).toBe(answer.body.message);
    expect(answer.body.error).toContain(requiredMessage(contactMessage.fields.name.label));
    expect(await storedWith(sent.subject)).toEqual([]);
    expect((await api.sentMail()).some((m) => m.subject.includes(sent.subject))).toBe(false);
  });

  it('accepts a message with the hidden honeypot filled in, but neither keeps nor sends it', async () => {
    const sent = message({ [CONTACT_HONEYPOT]: 'http://spam.example' });
    expect(await send(sent)).toMatchObject({
      status: 200,
      body: { message: CONTACT_MESSAGES.sent },
    });
    expect(await storedWith(sent.subject)).toEqual([]);
    expect((await api.sentMail()).some((m) => m.subject.includes(sent.subject))).toBe(false);
  });

  it('limits one client address to five messages in a quarter of an hour, with 429 and `error`', async () => {
    const address = clientAddress();
    for (let i = 0; i < 5; i++) expect((await send(message(), address)).status).toBe(200);
    const sixth = message();
    const refused = await send(sixth, address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'You have sent 5 messages in a short time. Please wait 15 minutes before sending another.',
    );
    expect(await storedWith(sixth.subject)).toEqual([]);
    // Another visitor is not held back by the first one.
    expect((await send(message(), clientAddress())).status).toBe(200);
  });

  it('counts the limit over the last quarter of an hour, not per clock quarter', async () => {
    // Two seconds before a quarter-hour edge, then four seconds later: one window, not two.
    let time = Date.UTC(2031, 4, 1, 10, 14, 58);
    const contact = contactService({ ...inboxDeps(), now: () => new Date(time) });
    const address = clientAddress();
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      if (i === 5) time += 4_000;
      outcomes.push(
        await contact.send(message(), { address }).then(
          (outcome) => outcome,
          (error: DomainError) => `${error.kind}: ${error.message}`,
        ),
      );
    }
    expect(outcomes).toEqual([
      ...Array(5).fill('sent'),
      ...Array(5).fill(
        'too-many: You have sent 5 messages in a short time. Please wait 15 minutes before sending another.',
      ),
    ]);
    // A quarter of an hour after the first, a place is free again.
    time = Date.UTC(2031, 4, 1, 10, 29, 59);
    expect(await contact.send(message(), { address })).toBe('sent');
  });

  it('keeps the message, marked failed, when SES cannot be reached, and tells the visitor it is saved', async () => {
    const noSes = await testApi({
      env: { SES_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    });
    const sent = message();
    const answer = await send(sent, clientAddress(), noSes);
    expect(answer).toMatchObject({ status: 202, body: { message: CONTACT_MESSAGES.delayed } });
    const [stored] = await storedWith(sent.subject, noSes);
    expect(stored).toMatchObject({ ...sent, status: 'failed', version: 2 });
  });
});
