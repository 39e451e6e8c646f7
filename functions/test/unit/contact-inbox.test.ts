import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT, contactMessage } from '@club/model';
import { CONTACT_LIMIT } from '../../src/domain/inbox/contact-service.js';
import { INBOX_MESSAGES, STUCK_AFTER_MS } from '../../src/domain/inbox/inbox-service.js';
import { refusal } from '../fakes/refusal.js';
import { CLUB_INBOX, fakeApi, type FakeApi } from '../fakes/services.js';
import { ADMIN_ACTOR } from '../support/actor.js';

const MINUTE = 60_000;
const VISITOR = { address: '198.51.100.7' };
const message = (subject = 'Visit') => ({
  name: 'Nadia',
  email: 'nadia@example.org',
  subject,
  message: 'Hello',
});

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

const stored = () => api.table.list(contactMessage.name);
const inbox = () => api.contact.inbox;

describe('the contact form', () => {
  it('keeps the message, then mails it to the club with the visitor to reply to', async () => {
    expect(await api.contact.send(message(), VISITOR)).toBe('sent');
    expect(await stored()).toMatchObject([{ ...message(), status: 'sent', version: 2 }]);
    expect(api.mail.sent).toMatchObject([{ to: CLUB_INBOX, replyTo: 'nadia@example.org' }]);
  });

  it('keeps a message it could not mail, marked failed', async () => {
    api.mail.failing = true;
    expect(await api.contact.send(message(), VISITOR)).toBe('failed');
    expect(await stored()).toMatchObject([{ status: 'failed' }]);
  });

  it('neither keeps nor mails a message with the hidden field filled in', async () => {
    expect(await api.contact.send({ ...message(), [CONTACT_HONEYPOT]: 'x' }, VISITOR)).toBe(
      'ignored',
    );
    expect(await stored()).toEqual([]);
    expect(api.mail.sent).toEqual([]);
  });

  it('refuses a missing field or an unstorable character, keeping and mailing nothing', async () => {
    expect(
      (await refusal(api.contact.send({ ...message(), email: '' }, VISITOR))).errors,
    ).toHaveProperty('email');
    const nul = await refusal(api.contact.send({ ...message(), message: 'a\u0000b' }, VISITOR));
    expect(nul.errors.message).toMatch(/cannot be stored/);
    expect(await stored()).toEqual([]);
    expect(api.mail.sent).toEqual([]);
  });

  it('takes five messages from one address in a quarter of an hour, counted over the last 15 minutes', async () => {
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      await api.contact.send(message(`${i}`), VISITOR);
      api.clock.advance(MINUTE);
    }
    expect(await refusal(api.contact.send(message(), VISITOR))).toMatchObject({
      kind: 'too-many',
      message:
        'You have sent 5 messages in a short time. Please wait 10 minutes before sending another.',
    });
    // Another visitor is not held up.
    await api.contact.send(message(), { address: '198.51.100.8' });
    // The first message ages out 15 minutes after it was sent: one place, no more.
    api.clock.advance(10 * MINUTE);
    await api.contact.send(message(), VISITOR);
    expect((await refusal(api.contact.send(message(), VISITOR))).kind).toBe('too-many');
    expect(await stored()).toHaveLength(CONTACT_LIMIT.limit + 2);
  });
});

describe('the inbox', () => {
  const received = async (failing = false) => {
    api.mail.failing = failing;
    await api.contact.send(message(), VISITOR);
    api.mail.failing = false;
    return (await stored())[0]!;
  };

  it('marks a message read at its first opening only, and filters the unread ones', async () => {
    const first = await received();
    await api.contact.send(message('Second'), VISITOR);
    const opened = await inbox().markRead(first.id);
    expect(opened.readAt).toBe(api.clock.now().toISOString());
    api.clock.advance(MINUTE);
    expect(await inbox().markRead(first.id)).toEqual(opened);

    const unread = await inbox().query({ filter: { unread: true } });
    expect(unread.page.map((m) => m.subject)).toEqual(['Second']);
    expect((await inbox().query({ filter: { unread: 'false' } })).page.map((m) => m.id)).toEqual([
      first.id,
    ]);
  });

  it('marks handled (and so read) and not handled with the version shown, refusing a stale or bad one', async () => {
    const shown = await received();
    const handled = await inbox().setHandled(shown.id, true, shown.version);
    const at = api.clock.now().toISOString();
    expect(handled).toMatchObject({ handledAt: at, readAt: at });
    expect((await refusal(inbox().setHandled(shown.id, false, shown.version))).kind).toBe(
      'conflict',
    );
    const undone = await inbox().setHandled(shown.id, false, handled.version);
    expect(undone).toMatchObject({ handledAt: '', readAt: handled.readAt });

    expect((await refusal(inbox().setHandled(shown.id, 'yes', undone.version))).errors).toEqual({
      handled: INBOX_MESSAGES.handledMissing,
    });
    for (const version of [1e20, 2 ** 53, -1, 0, 1.5, '12abc', true, null, '1e3', [1]]) {
      const refusals = [
        await refusal(inbox().setHandled(shown.id, true, version)),
        await refusal(inbox().resend(shown.id, version)),
      ];
      for (const refused of refusals)
        expect(refused.errors, JSON.stringify(version)).toEqual({
          version: INBOX_MESSAGES.versionMissing,
        });
    }
    expect((await stored())[0]).toEqual(undone);
  });

  it('sends a failed message again, and refuses to send a mailed one twice', async () => {
    const failed = await received(true);
    api.mail.failing = true;
    const stillFailed = await inbox().resend(failed.id, failed.version);
    expect(stillFailed.status).toBe('failed');
    api.mail.failing = false;
    const sent = await inbox().resend(failed.id, stillFailed.version);
    expect(sent.status).toBe('sent');
    expect(api.mail.sent).toHaveLength(1);
    expect(await refusal(inbox().resend(failed.id, sent.version))).toMatchObject({
      kind: 'conflict',
      message: INBOX_MESSAGES.alreadySent,
    });
    expect(api.mail.sent).toHaveLength(1);
  });

  it('sends again a message left new by an attempt that never finished, but not one being sent', async () => {
    const failed = await received(true);
    // As a mail attempt that died after claiming it leaves it.
    const stuck = { ...failed, status: 'new', version: Number(failed.version) + 1 };
    await api.table.replace(contactMessage.name, stuck, Number(failed.version));
    expect(await refusal(inbox().resend(stuck.id, stuck.version))).toMatchObject({
      kind: 'conflict',
      message: INBOX_MESSAGES.sending,
    });
    api.clock.advance(STUCK_AFTER_MS);
    expect((await inbox().resend(stuck.id, stuck.version)).status).toBe('sent');
  });

  it('answers 404 for a message that is not there, on every action', async () => {
    const gone = 'no-such-message';
    for (const action of [
      () => inbox().get(gone),
      () => inbox().remove(gone, ADMIN_ACTOR),
      () => inbox().markRead(gone),
      () => inbox().setHandled(gone, true, 1),
      () => inbox().resend(gone, 1),
    ])
      expect(await refusal(action())).toMatchObject({
        kind: 'not-found',
        message: 'This message no longer exists.',
      });
  });
});
