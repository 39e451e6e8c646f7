import { beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_SEND_PATH,
  certificate,
  CLUB_NAME,
  lookupPath,
  recordPath,
  restPath,
  SEND_MAX_IDS,
} from '@club/model';
import { freePort } from '@club/emulators';
import { DELIVERY_MESSAGES, deliveryService } from '../src/domain/delivery-service.js';
import type { RecordStore } from '../src/domain/ports.js';
import { sesClient } from '../src/storage/clients.js';
import { sesMailer } from '../src/storage/ses-mailer.js';
import { pngFile } from './support/files.js';
import { TEST_SITE, testApi, type SentMail } from './support/api.js';
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
const send = (ids: unknown, target = api, session = cookie) =>
  target.call('POST', CERTIFICATE_SEND_PATH, {
    json: { ids },
    ...(session ? { cookie: session } : {}),
  });

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
      sent: 1,
      failed: 1,
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
    expect(sent.delivery).toEqual({ status: 'sent', at: expect.any(String), to: email });
    expect(Date.parse(sent.delivery.at)).toBeGreaterThanOrEqual(Date.parse(nusrat.createdAt));
    expect(sent.credential).toBe(nusrat.credential);
    expect(sent.version).toBe(nusrat.version + 1);
    const failed = await stored(rahim.id);
    expect(failed.delivery).toEqual({
      status: 'failed',
      at: expect.any(String),
      to: '',
      error: `${rahim.name} has no e-mail address: add one first.`,
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
  });

  it('when SES cannot be reached, says so on the certificate and changes nothing else', async () => {
    const noSes = await testApi({
      env: { SES_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    });
    const email = `outage.${unique()}@example.org`;
    const cert = await issue({ name: `Outage ${unique()}`, email });
    const answer = await send([cert.id], noSes, await noSes.login());
    expect(answer.body).toEqual({
      sent: 0,
      failed: 1,
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
    });
    expect(version).toBe(was + 1);
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
    expect(await delivery.send({ ids: [cert.id] })).toMatchObject({ sent: 1 });
    expect(edited).toBe(true);
    const after = await stored(cert.id);
    expect(after.validUntil).toBe('2030-12-31');
    expect(after.delivery).toMatchObject({ status: 'sent', to: email });
    // The edit's new credential (it states a last valid day now) was not replaced by the write.
    expect(JSON.parse(after.credential).validUntil).toBe('2030-12-31T23:59:59Z');
    expect(after.version).toBe(cert.version + 2);
  });
});
