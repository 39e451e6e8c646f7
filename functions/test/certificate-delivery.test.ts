import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_SEND_PATH,
  certificate,
  CLUB_NAME,
  lookupPath,
  recordPath,
  restPath,
  SEND_MAX_IDS,
  SEND_PER_CALL,
  type DeliveryResult,
} from '@club/model';
import { freePort } from '@club/emulators';
import { DELIVERY_MESSAGES, deliveryService } from '../src/domain/certificates/delivery-service.js';
import type { RecordStore } from '../src/domain/ports.js';
import { sesClient } from '../src/storage/clients.js';
import { sesMailer } from '../src/storage/ses-mailer.js';
import { pngFile } from './support/files.js';
import { TEST_SITE, testApi, type SentMail } from './support/api.js';
import { lambdaEndpoint } from './support/lambda-endpoint.js';
import { formOf } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

type Stored = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored certificate

// Every name and address of this file is its own: the SES emulator's store is the whole run's.
const unique = () => crypto.randomUUID().slice(0, 8);

const issue = async (fields: Record<string, string>, target = api, session = cookie) => {
  const form = formOf({
    event: `Robo Carnival ${unique()}`,
    univarsity: 'BUET',
    position: 'Champion',
    year: '2025',
    ...fields,
    image: await pngFile('certificate.png', 40, 30),
  });
  const created = await target.call('POST', restPath(certificate), { form, cookie: session });
  expect(created.status).toBe(201);
  return created.body as Stored;
};

/** Sent in the administrator's session, or with none when `session` is ''. */
const send = (ids: unknown, target = api, session = cookie, sendId?: unknown) =>
  target.call('POST', CERTIFICATE_SEND_PATH, {
    json: { ids, ...(sendId === undefined ? {} : { sendId }) },
    ...(session ? { cookie: session } : {}),
  });

/** A call of one send (one press of Send in the console). */
const sendAs = (sendId: string, ids: string[], target = api) => send(ids, target, cookie, sendId);

const stored = async (id: string, target = api) =>
  (await target.call('GET', recordPath(certificate, id), { cookie })).body as Stored;

const mailTo = async (address: string, target = api): Promise<SentMail[]> =>
  (await target.sentMail()).filter((m) => m.destination.to.includes(address));

/** The certificate's public page, absolute, as the mail must link it. */
const pageOf = (code: string) => `${TEST_SITE}/show/${encodeURIComponent(code)}`;

describe('POST /api/v1/certificate/send', () => {
  it('mails the certificate to its student and refuses the one without an address, each on its own', async () => {
    const email = `nusrat.${unique()}@example.org`;
    const nusrat = await issue({ name: `Nusrat Jahan ${unique()}`, email });
    const rahim = await issue({ name: `Rahim ${unique()}` });
    // Issuing mails nobody: only "Send to recipient" does.
    expect(await mailTo(email)).toEqual([]);

    const answer = await send([nusrat.id, rahim.id]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      // A caller that gives no sendId gets a send of its own.
      sendId: expect.stringMatching(/^[\w-]{8,64}$/),
      sent: 1,
      failed: 1,
      notSentYet: 0,
      results: [
        { id: nusrat.id, status: 'sent', name: nusrat.name, to: email },
        {
          id: rahim.id,
          status: 'failed',
          name: rahim.name,
          to: '',
          error: `${rahim.name} has no e-mail address: add one first.`,
        },
      ],
    });

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [SentMail];
    expect(mail.from).toBe(api.config.MAIL_FROM);
    expect(mail.replyTo).toEqual([api.config.CONTACT_TO]);
    expect(mail.subject).toBe(`Your certificate from ${CLUB_NAME}: Champion, ${nusrat.event}`);
    expect(mail.body.text).toContain(`Dear ${nusrat.name},`);
    // The verify link: the certificate's own page, absolute.
    expect(mail.body.text).toContain(pageOf(nusrat.code));
    expect(mail.body.html).toContain(`<a href="${pageOf(nusrat.code)}">Check your certificate</a>`);

    // The LinkedIn link fills in the certification with its page and code.
    const linkedIn = /https:\/\/www\.linkedin\.com\/profile\/add\?\S+/.exec(mail.body.text!)?.[0];
    expect(linkedIn).toBeDefined();
    const form = new URL(linkedIn!).searchParams;
    expect(form.get('certUrl')).toBe(pageOf(nusrat.code));
    expect(form.get('certId')).toBe(nusrat.code);
    expect(form.get('organizationName')).toBe(CLUB_NAME);
    expect(form.get('issueYear')).toBe(nusrat.createdAt.slice(0, 4));
    expect(mail.body.html).toContain('>Add to LinkedIn</a>');
    expect(mail.body.html).toContain(linkedIn!.replaceAll('&', '&amp;'));

    // The attachment is the certificate's signed credential, byte for byte.
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file!.filename).toBe(`${nusrat.code}.json`);
    expect(file!.contentType).toBe('application/json');
    expect(Buffer.from(file!.content, 'base64').toString('utf8')).toBe(nusrat.credential);

    // Each certificate says what became of it; nothing else of it changed.
    const sent = await stored(nusrat.id);
    const { sendId } = answer.body;
    expect(sent.delivery).toEqual({ status: 'sent', at: expect.any(String), to: email, sendId });
    expect(Date.parse(sent.delivery.at)).toBeGreaterThanOrEqual(Date.parse(nusrat.createdAt));
    expect(sent.credential).toBe(nusrat.credential);
    // Claimed for the send ('sending'), then sent.
    expect(sent.version).toBe(nusrat.version + 2);
    const failed = await stored(rahim.id);
    expect(failed.delivery).toEqual({
      status: 'failed',
      at: expect.any(String),
      to: '',
      error: `${rahim.name} has no e-mail address: add one first.`,
      sendId,
    });
    expect(failed.credential).toBe(rahim.credential);

    // The public never sees where or whether it was sent.
    const shown = await api.call('GET', lookupPath(certificate, nusrat.code));
    expect(shown.status).toBe(200);
    expect(JSON.stringify(shown.body)).not.toContain(email);
    expect(shown.body.delivery).toBeUndefined();
  });

  it('sends again on request, and a certificate given an address later goes out', async () => {
    const rahim = await issue({ name: `Rahim ${unique()}` });
    expect((await send([rahim.id])).body.results[0].status).toBe('failed');
    const email = `rahim.${unique()}@example.org`;
    const before = await stored(rahim.id);
    const edited = await api.call('PUT', recordPath(certificate, rahim.id), {
      json: { ...before, email },
      cookie,
    });
    expect(edited.status).toBe(200);
    // Adding the address kept the failure on record, and sent nothing by itself.
    expect(edited.body.delivery.status).toBe('failed');
    expect(await mailTo(email)).toEqual([]);

    expect((await send([rahim.id])).body).toMatchObject({ sent: 1, failed: 0 });
    expect((await send([rahim.id])).body).toMatchObject({ sent: 1, failed: 0 });
    expect(await mailTo(email)).toHaveLength(2);
    expect((await stored(rahim.id)).delivery).toEqual({
      status: 'sent',
      at: expect.any(String),
      to: email,
      sendId: expect.any(String),
    });
  });

  it('refuses a revoked certificate, and one stored before certificates were signed', async () => {
    const email = `revoked.${unique()}@example.org`;
    const revoked = await issue({ name: `Karim ${unique()}`, email });
    const revoking = await api.call('POST', `${recordPath(certificate, revoked.id)}/revoke`, {
      json: { reason: 'Issued by mistake' },
      cookie,
    });
    expect(revoking.status).toBe(200);

    // A certificate of the days before signing: stored by an API without a key.
    const unsigned = await testApi({ env: { ISSUER_KEY_FILE: '' } });
    const oldEmail = `old.${unique()}@example.org`;
    const old = await issue({ name: 'Old', email: oldEmail }, unsigned, await unsigned.login());
    expect(old.credential).toBeUndefined();

    expect((await send([revoked.id])).body.results).toEqual([
      {
        id: revoked.id,
        status: 'failed',
        name: revoked.name,
        to: email,
        error: `${revoked.name}'s certificate is revoked: a revoked certificate is not sent.`,
      },
    ]);
    expect((await send([old.id])).body.results).toEqual([
      {
        id: old.id,
        status: 'failed',
        name: 'Old',
        to: oldEmail,
        error:
          "Old's certificate has no signed credential yet: save it once to issue one, then send it.",
      },
    ]);
    expect(await mailTo(email)).toEqual([]);
    expect(await mailTo(oldEmail)).toEqual([]);
  });

  it('refuses without a session (401), sending and recording nothing', async () => {
    const email = `anonymous.${unique()}@example.org`;
    const cert = await issue({ name: `Anon ${unique()}`, email });
    const answer = await send([cert.id], api, '');
    expect(answer.status).toBe(401);
    expect(await mailTo(email)).toEqual([]);
    expect((await stored(cert.id)).version).toBe(cert.version);
  });

  it('reports ids of no certificate as such, and checks the list of ids', async () => {
    const rahim = await issue({ name: `Rahim ${unique()}` });
    const answer = await send(['no-such-certificate', rahim.id, 'not an id!']);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ sent: 0, failed: 3 });
    expect(answer.body.results).toEqual([
      {
        id: 'no-such-certificate',
        status: 'not-found',
        error: 'There is no certificate with the id no-such-certificate: it may have been deleted.',
      },
      expect.objectContaining({ id: rahim.id, status: 'failed' }),
      { id: 'not an id!', status: 'not-found', error: 'There is no certificate with that id.' },
    ]);

    for (const ids of [[], 'x', [1], Array.from({ length: SEND_MAX_IDS + 1 }, (_, i) => `c${i}`)])
      expect(await send(ids)).toMatchObject({
        status: 400,
        body: { errors: { ids: DELIVERY_MESSAGES.ids } },
      });
    // A sendId is made by the caller; one that is not one is refused, and nothing is sent.
    const email = `sendid.${unique()}@example.org`;
    const cert = await issue({ name: `Sendid ${unique()}`, email });
    for (const sendId of ['', 'short', 7, 'x'.repeat(65), 'with spaces in it'])
      expect(await send([cert.id], api, cookie, sendId)).toMatchObject({
        status: 400,
        body: { errors: { sendId: DELIVERY_MESSAGES.sendId } },
      });
    expect(await mailTo(email)).toEqual([]);
  });

  it('when SES cannot be reached, says so on the certificate and changes nothing else', async () => {
    const noSes = await testApi({
      env: { SES_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    });
    const email = `outage.${unique()}@example.org`;
    const cert = await issue({ name: `Outage ${unique()}`, email });
    const answer = await send([cert.id], noSes, await noSes.login());
    expect(answer.body).toEqual({
      sendId: expect.any(String),
      sent: 0,
      failed: 1,
      notSentYet: 0,
      results: [
        {
          id: cert.id,
          status: 'failed',
          name: cert.name,
          to: email,
          error:
            'The mail service could not be reached, so nothing was sent. Please try again later.',
        },
      ],
    });
    const after = await stored(cert.id);
    const { delivery, version, updatedAt: _u, ...rest } = after;
    const { updatedAt: _b, version: was, ...before } = cert;
    expect(delivery).toEqual({
      status: 'failed',
      at: expect.any(String),
      to: email,
      error: DELIVERY_MESSAGES.unreachable,
      sendId: answer.body.sendId,
    });
    expect(version).toBe(was + 2);
    expect(rest).toEqual(before);
    expect(await mailTo(email)).toEqual([]);
  });

  it('keeps an edit made while the mail was going out, and records the delivery over it', async () => {
    const email = `race.${unique()}@example.org`;
    const cert = await issue({ name: `Race ${unique()}`, email });
    const { records } = api.deps;
    let edited = false;
    // The administrator saves the certificate (a new last valid day) between the read and the
    // write of the delivery: the write meets a newer version.
    const racing: RecordStore = {
      ...records,
      async replace(collection, item, expectedVersion) {
        if (!edited && item.delivery) {
          edited = true;
          const current = await stored(cert.id);
          const saved = await api.call('PUT', recordPath(certificate, cert.id), {
            json: { ...current, validUntil: '2030-12-31' },
            cookie,
          });
          expect(saved.status).toBe(200);
        }
        return records.replace(collection, item, expectedVersion);
      },
    };
    const delivery = deliveryService({
      records: racing,
      mailer: sesMailer(sesClient(api.config), api.config.MAIL_FROM),
      origin: TEST_SITE,
      clubName: CLUB_NAME,
      replyTo: api.config.CONTACT_TO,
      log: api.deps.logger,
    });
    expect(await delivery.send({ ids: [cert.id] })).toMatchObject({ report: { sent: 1 } });
    expect(edited).toBe(true);
    const after = await stored(cert.id);
    expect(after.validUntil).toBe('2030-12-31');
    expect(after.delivery).toMatchObject({ status: 'sent', to: email });
    // The edit's new credential (it states a last valid day now) was not replaced by the write.
    expect(JSON.parse(after.credential).validUntil).toBe('2030-12-31T23:59:59Z');
    // The edit, the claim before the mail, and the delivery.
    expect(after.version).toBe(cert.version + 3);
  });
});

describe('sending many certificates, a few per call', () => {
  /** Issues `count` certificates with addresses of their own, a few at a time. */
  const issueMany = async (count: number, target = api, session = cookie) => {
    const tag = unique();
    const made: Stored[] = [];
    for (let start = 0; start < count; start += 5)
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, count - start) }, (_, i) =>
            issue(
              {
                name: `Student ${start + i} ${tag}`,
                email: `bulk.${tag}.${start + i}@example.org`,
              },
              target,
              session,
            ),
          ),
        )),
      );
    return made;
  };

  /**
   * `count` certificates with addresses of their own, stored as copies of one issued over HTTP
   * (its picture and signed credential): the send is what is under test, and issuing 100
   * certificates one by one would cost more than sending them.
   */
  const storedCopies = async (count: number) => {
    const tag = unique();
    const [base] = await issueMany(1);
    const copies = Array.from({ length: count }, (_, i) => ({
      ...base!,
      id: `${base!.id}-${i}`,
      version: 1,
      name: `Student ${i} ${tag}`,
      code: `${base!.code} ${i}`,
      email: `copy.${tag}.${i}@example.org`,
    }));
    for (const copy of copies) await api.deps.records.create(certificate.name, copy);
    return copies as Stored[];
  };

  /** How many mails each certificate's student has had. */
  const mailsOf = async (certs: Stored[]) => {
    const mails = await api.sentMail();
    return certs.map((c) => mails.filter((m) => m.destination.to.includes(c.email)).length);
  };

  const statusesOf = (results: DeliveryResult[]) => results.map((r) => r.status);

  it('mails at most SEND_PER_CALL of a call of 100 and answers the rest "not sent yet"; a repeat mails nobody again', async () => {
    const certs = await storedCopies(100);
    const ids = certs.map((c) => c.id);
    const sendId = `press-${unique()}`;

    const first = await sendAs(sendId, ids);
    expect(first.status).toBe(200);
    const mailed = (await mailsOf(certs)).reduce((a, b) => a + b, 0);
    // A call stops early only when its time runs low: at least one, at most the bound.
    expect(mailed).toBeGreaterThan(0);
    expect(mailed).toBeLessThanOrEqual(SEND_PER_CALL);
    expect(first.body).toMatchObject({ sendId, sent: mailed, failed: 0, notSentYet: 100 - mailed });
    expect(first.body.results.map((r: DeliveryResult) => r.id)).toEqual(ids);
    expect(statusesOf(first.body.results)).toEqual([
      ...Array(mailed).fill('sent'),
      ...Array(100 - mailed).fill('not-sent-yet'),
    ]);
    expect(first.body.results[mailed]).toEqual({
      id: ids[mailed],
      status: 'not-sent-yet',
      name: certs[mailed]!.name,
    });

    // The same call again (a retry after no answer, say): the sent ones are answered as such
    // from their record, and no one is mailed twice.
    const again = await sendAs(sendId, ids);
    expect(again.status).toBe(200);
    expect(again.body.results.slice(0, mailed)).toEqual(first.body.results.slice(0, mailed));
    expect(Math.max(...(await mailsOf(certs)))).toBe(1);

    // As the console does: the ones not sent yet in the next call, until none is left.
    let pending = ids;
    for (let call = 0; pending.length > 0 && call < ids.length; call++) {
      const answer = await sendAs(sendId, pending);
      expect(answer.status).toBe(200);
      pending = answer.body.results
        .filter((r: DeliveryResult) => r.status === 'not-sent-yet')
        .map((r: DeliveryResult) => r.id);
    }
    expect(pending).toEqual([]);
    expect(await mailsOf(certs)).toEqual(Array(100).fill(1));
    // Every call of the send, repeated once more, still mails nobody.
    expect(statusesOf((await sendAs(sendId, ids)).body.results)).toEqual(Array(100).fill('sent'));
    expect(await mailsOf(certs)).toEqual(Array(100).fill(1));
  });

  it('mails each certificate once when two calls of one send run at once', async () => {
    const certs = await issueMany(SEND_PER_CALL);
    const ids = certs.map((c) => c.id);
    const sendId = `press-${unique()}`;
    const [one, other] = await Promise.all([sendAs(sendId, ids), sendAs(sendId, ids)]);
    expect([one.status, other.status]).toEqual([200, 200]);
    // Nobody mailed twice. Each one mailed was sent by one of them, the other finding it sent
    // or being sent; one neither mailed is left to the send's next call (a call's time ran low).
    const mails = await mailsOf(certs);
    expect(Math.max(...mails)).toBe(1);
    for (let i = 0; i < ids.length; i++) {
      const both = [one.body.results[i].status, other.body.results[i].status];
      if (mails[i] === 1) expect(both).toContain('sent');
      else expect(both).toEqual(['not-sent-yet', 'not-sent-yet']);
      expect(['sent', 'not-sent-yet']).toEqual(expect.arrayContaining(both));
    }
    // The send goes on, as the console goes on, until nothing is left to mail.
    let pending = ids;
    for (let call = 0; pending.length > 0 && call < ids.length; call++)
      pending = (await sendAs(sendId, pending)).body.results
        .filter((r: DeliveryResult) => r.status === 'not-sent-yet')
        .map((r: DeliveryResult) => r.id);
    const last = await sendAs(sendId, ids);
    expect(statusesOf(last.body.results)).toEqual(Array(ids.length).fill('sent'));
    expect(await mailsOf(certs)).toEqual(Array(ids.length).fill(1));
    // A new press is a new send, and mails again, as the administrator asked.
    await sendAs(`press-${unique()}`, ids);
    expect(await mailsOf(certs)).toEqual(Array(ids.length).fill(2));
  });

  describe('asking for a publish', () => {
    let publishes = 0;
    let publishing: Awaited<ReturnType<typeof lambdaEndpoint>>;
    let withPublisher: typeof api;
    let session: string;
    beforeAll(async () => {
      // The publish function, as the API invokes it in AWS: each invocation counted.
      publishing = await lambdaEndpoint({ 'club-publish': async () => void (publishes += 1) });
      withPublisher = await testApi({
        env: { LAMBDA_ENDPOINT: publishing.url, PUBLISH_FUNCTION: 'club-publish' },
      });
      session = await withPublisher.login();
    });
    afterAll(() => publishing?.server.close());

    it('is not done for a delivery, which no page shows, and is for an edit of a certificate', async () => {
      const certs = await issueMany(3, withPublisher, session);
      const rahim = await issue({ name: `Rahim ${unique()}` }, withPublisher, session);
      // Issuing asked: the new certificates have pages.
      expect(publishes).toBeGreaterThanOrEqual(4);
      const before = publishes;

      const ids = [...certs.map((c) => c.id), rahim.id];
      const sent = await send(ids, withPublisher, session, `press-${unique()}`);
      expect(sent.body).toMatchObject({ sent: 3, failed: 1 });
      expect(publishes).toBe(before);

      const current = await stored(certs[0]!.id, withPublisher);
      const edited = await withPublisher.call('PUT', recordPath(certificate, current.id), {
        json: { ...current, position: 'Runner-up' },
        cookie: session,
      });
      expect(edited.status).toBe(200);
      expect(publishes).toBeGreaterThan(before);
      // The edit kept the delivery.
      expect(edited.body.delivery).toMatchObject({ status: 'sent' });
    });
  });
});
