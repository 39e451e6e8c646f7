import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_PATH, contactMessage, messagesFor, restPath } from '@club/model';
import { freePort } from '@club/emulators';
import { INBOX_MESSAGES, STUCK_AFTER_MS } from '../src/domain/inbox/inbox-service.js';
import { testApi } from './support/api.js';

// Its own table: the list's order and totals are asserted, which other test files would add to.
const TABLE = 'messages-test';
const INBOX = restPath(contactMessage);

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi({ table: TABLE });
  cookie = await api.login();
});

// A client address of its own per message, so the contact form's rate limit never interferes.
const clientAddress = () =>
  `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const fromSite = async (target = api, subject = `Question ${crypto.randomUUID().slice(0, 8)}`) => {
  const json = {
    name: 'Nadia Islam',
    email: 'nadia@example.org',
    subject,
    message: 'Can schools visit the lab?\nWe are 20 pupils.',
  };
  const answer = await target.call('POST', CONTACT_PATH, { json, sourceIp: clientAddress() });
  expect([200, 202]).toContain(answer.status);
  const stored = (await target.deps.records.list(contactMessage.name)).find(
    (m) => m.subject === subject,
  );
  expect(stored).toBeDefined();
  return stored!;
};

const post = (path: string, json: unknown = {}) => api.call('POST', path, { json, cookie });

describe('the inbox of contact messages (/api/v1/contact-message)', () => {
  it('answers 401 to every call without the session, reads included, and changes nothing', async () => {
    const sent = await fromSite();
    const one = `${INBOX}/${sent.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', INBOX],
      ['GET', one],
      ['DELETE', one],
      ['POST', `${one}/read`],
      ['POST', `${one}/handled`, { handled: true, version: sent.version }],
      ['POST', `${one}/resend`, { version: sent.version }],
    ];
    for (const [method, path, json] of calls) {
      const answer = await api.call(method, path, { json });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe('Please log in as the administrator first.');
    }
    expect(await api.deps.records.get(contactMessage.name, sent.id)).toEqual(sent);
  });

  it('lists the newest first with Content-Range, and filters the unread ones', async () => {
    const before = (await api.call('GET', INBOX, { cookie })).body.length;
    const first = await fromSite();
    const second = await fromSite();
    const third = await fromSite();

    const page = await api.call('GET', INBOX, { query: { range: '[0,1]' }, cookie });
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toBe(`contact-message 0-1/${before + 3}`);
    expect(page.body.map((m: { id: string }) => m.id)).toEqual([third.id, second.id]);
    expect(page.body[0]).toMatchObject({ status: 'sent', readAt: '', handledAt: '' });

    await post(`${INBOX}/${second.id}/read`);
    const unread = await api.call('GET', INBOX, {
      query: { filter: JSON.stringify({ unread: true }) },
      cookie,
    });
    const unreadIds = unread.body.map((m: { id: string }) => m.id);
    expect(unreadIds).toEqual(expect.arrayContaining([third.id, first.id]));
    expect(unreadIds).not.toContain(second.id);
    expect(unread.headers['content-range']).toMatch(new RegExp(`/${unreadIds.length}$`));
  });

  it('marks a message read once, handled and not handled with its version, and deletes it', async () => {
    const sent = await fromSite();
    const one = `${INBOX}/${sent.id}`;

    const read = await post(`${one}/read`);
    expect(read.status).toBe(200);
    expect(Date.parse(read.body.readAt)).not.toBeNaN();
    expect(read.body.version).toBe(Number(sent.version) + 1);
    // Opening it again keeps the first moment it was opened.
    const again = await post(`${one}/read`);
    expect(again.body).toMatchObject({ readAt: read.body.readAt, version: read.body.version });

    const handled = await post(`${one}/handled`, { handled: true, version: read.body.version });
    expect(handled.status).toBe(200);
    expect(Date.parse(handled.body.handledAt)).not.toBeNaN();
    expect(handled.body).toMatchObject({ subject: sent.subject, status: 'sent' });

    const stale = await post(`${one}/handled`, { handled: false, version: read.body.version });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: messagesFor(contactMessage).stale },
    });
    expect(await post(`${one}/handled`, { version: handled.body.version })).toMatchObject({
      status: 400,
      body: { errors: { handled: INBOX_MESSAGES.handledMissing } },
    });

    const undone = await post(`${one}/handled`, { handled: false, version: handled.body.version });
    expect(undone.body).toMatchObject({ handledAt: '', readAt: read.body.readAt });
    expect((await api.call('GET', one, { cookie })).body).toMatchObject({
      handledAt: '',
      version: undone.body.version,
    });

    expect(await api.call('DELETE', one, { cookie })).toMatchObject({
      status: 200,
      body: { id: sent.id },
    });
    expect(await api.call('GET', one, { cookie })).toMatchObject({
      status: 404,
      body: { message: 'This message no longer exists.' },
    });
    expect((await post(`${one}/read`)).status).toBe(404);
  });

  it('sends a failed message again through SES, and refuses to send a mailed one twice', async () => {
    // The same table, but an SES nobody answers at: the mail fails for real.
    const noSes = await testApi({
      table: TABLE,
      env: { SES_ENDPOINT: `http://127.0.0.1:${await freePort()}` },
    });
    const subject = `Sponsorship ${crypto.randomUUID().slice(0, 8)}`;
    const failed = await fromSite(noSes, subject);
    expect(failed.status).toBe('failed');
    const mailed = async () => (await api.sentMail()).filter((m) => m.subject.includes(subject));
    expect(await mailed()).toEqual([]);

    // SES still down: the message stays failed, and says so.
    const noSesCookie = await noSes.login();
    const stillFailed = await noSes.call('POST', `${INBOX}/${failed.id}/resend`, {
      json: { version: failed.version },
      cookie: noSesCookie,
    });
    expect(stillFailed).toMatchObject({ status: 200, body: { status: 'failed' } });
    expect(await mailed()).toEqual([]);

    const resent = await post(`${INBOX}/${failed.id}/resend`, {
      version: stillFailed.body.version,
    });
    expect(resent).toMatchObject({ status: 200, body: { id: failed.id, status: 'sent' } });
    const [mail] = await mailed();
    expect(mail).toBeDefined();
    expect(mail!.replyTo).toEqual(['nadia@example.org']);
    expect(mail!.body.text).toContain('Can schools visit the lab?\nWe are 20 pupils.');

    const twice = await post(`${INBOX}/${failed.id}/resend`, { version: resent.body.version });
    expect(twice).toMatchObject({ status: 409, body: { message: INBOX_MESSAGES.alreadySent } });
    expect(await mailed()).toHaveLength(1);
  });

  it('sends again a message left "new" by a mail attempt that never finished, but not one being sent', async () => {
    const sent = await fromSite();
    const { records } = api.deps;
    // As a Lambda stopped between storing a message and marking it would leave it.
    const sending = { ...sent, status: 'new', updatedAt: new Date().toISOString() };
    await records.put(contactMessage.name, sending);
    expect(await post(`${INBOX}/${sent.id}/resend`, { version: sent.version })).toMatchObject({
      status: 409,
      body: { message: INBOX_MESSAGES.sending },
    });

    const stuckSince = new Date(Date.now() - STUCK_AFTER_MS - 1000).toISOString();
    await records.put(contactMessage.name, { ...sending, updatedAt: stuckSince });
    const resent = await post(`${INBOX}/${sent.id}/resend`, { version: sent.version });
    expect(resent).toMatchObject({ status: 200, body: { status: 'sent' } });
  });

  it('has no call that creates or edits a message', async () => {
    const sent = await fromSite();
    const fields = { name: 'Forged', email: 'x@example.org', subject: 'Forged', message: 'x' };
    const created = await api.call('POST', INBOX, { json: fields, cookie });
    expect(created).toMatchObject({
      status: 404,
      body: { message: `There is no API call POST ${INBOX}.` },
    });
    const edited = await api.call('PUT', `${INBOX}/${sent.id}`, {
      json: { ...fields, version: sent.version },
      cookie,
    });
    expect(edited.status).toBe(404);
    const all = await api.deps.records.list(contactMessage.name);
    expect(all.some((m) => m.subject === 'Forged')).toBe(false);
    expect(all.find((m) => m.id === sent.id)).toEqual(sent);
  });
});
