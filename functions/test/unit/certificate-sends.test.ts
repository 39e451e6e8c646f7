import { beforeEach, describe, expect, it } from 'vitest';
import { certificate, SEND_PER_CALL, SENDING_STALE_MS } from '@club/model';
import {
  deliveryService,
  MAIL_RESERVE_MS,
} from '../../src/domain/certificates/delivery-service.js';
import type { Mailer } from '../../src/domain/ports.js';
import { testClock } from '../fakes/clock.js';
import { memoryMailer } from '../fakes/files.js';
import { memoryLog, memoryRecordStore } from '../fakes/records.js';

// The rules of a send over the in-memory table and mailer, on a clock only the test moves.
let clock: ReturnType<typeof testClock>;
let mail: ReturnType<typeof memoryMailer>;
let store: ReturnType<typeof memoryRecordStore>;
beforeEach(() => {
  clock = testClock();
  mail = memoryMailer();
  store = memoryRecordStore({ now: clock.now });
});

const build = (mailer: Mailer = mail.mailer) =>
  deliveryService({
    records: store.records,
    mailer,
    log: memoryLog().log,
    now: clock.now,
    origin: 'https://club.test',
    clubName: 'Robotics Club',
    replyTo: 'club@club.test',
  });

const issue = async (count: number, extra: Record<string, unknown> = {}, prefix = 'cert') => {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  for (const id of ids)
    await store.records.create(certificate.name, {
      id,
      version: 1,
      name: `Student ${id}`,
      event: 'Robo Carnival',
      position: 'Champion',
      code: `code-${id}`,
      createdAt: clock.now().toISOString(),
      email: `${id}@example.org`,
      credential: '{}',
      ...extra,
    });
  return ids;
};

const statuses = (results: { status: string }[]) => results.map((r) => r.status);

describe('a send of many certificates', () => {
  it('mails at most SEND_PER_CALL in a call and answers the rest "not sent yet"', async () => {
    const ids = await issue(SEND_PER_CALL + 5);
    const { report } = await build().send({ ids, sendId: 'press-0001' });
    expect(mail.sent).toHaveLength(SEND_PER_CALL);
    expect(report).toMatchObject({ sendId: 'press-0001', sent: SEND_PER_CALL, notSentYet: 5 });
    expect(statuses(report.results.slice(SEND_PER_CALL))).toEqual(Array(5).fill('not-sent-yet'));
  });

  it('starts no certificate once too little time is left for one, however many remain', async () => {
    const ids = await issue(SEND_PER_CALL);
    // A slow mail service: each mail takes 6 s of the call's 40.
    const slow: Mailer = {
      send: async (m) => {
        clock.advance(6_000);
        await mail.mailer.send(m);
      },
    };
    const deadline = clock.now().getTime() + 40_000;
    const { report } = await build(slow).send(
      { ids, sendId: 'press-0001' },
      { timeLeft: () => deadline - clock.now().getTime() },
    );
    // Started at 40, 34, 28, 22 and 16 s left; at 10 s (< MAIL_RESERVE_MS) it stops.
    expect(MAIL_RESERVE_MS).toBeGreaterThan(10_000);
    expect(mail.sent).toHaveLength(5);
    expect(statuses(report.results)).toEqual([
      ...Array(5).fill('sent'),
      ...Array(5).fill('not-sent-yet'),
    ]);
  });

  it('answers a repeated call from what its send recorded, sent or failed, mailing nobody', async () => {
    // Two to mail, and one without an address, which fails.
    const ids = [...(await issue(2)), ...(await issue(1, { email: '' }, 'no-address'))];
    const service = build();
    const first = await service.send({ ids: [...ids, 'gone'], sendId: 'press-0001' });
    const again = await service.send({ ids: [...ids, 'gone'], sendId: 'press-0001' });
    expect(again.report).toEqual(first.report);
    expect(again.tried).toEqual([]);
    expect(mail.sent).toHaveLength(2);
    // A new press is a new send: it mails again.
    await service.send({ ids, sendId: 'press-0002' });
    expect(mail.sent).toHaveLength(4);
  });

  it('leaves a certificate another call is sending, until that claim is stale', async () => {
    const [id] = await issue(1, {
      delivery: { status: 'sending', at: clock.now().toISOString(), to: 'x', sendId: 'press-0009' },
    });
    const service = build();
    expect(
      statuses((await service.send({ ids: [id], sendId: 'press-0001' })).report.results),
    ).toEqual(['not-sent-yet']);
    expect(mail.sent).toHaveLength(0);
    clock.advance(SENDING_STALE_MS);
    expect(
      statuses((await service.send({ ids: [id], sendId: 'press-0001' })).report.results),
    ).toEqual(['sent']);
    expect(mail.sent).toHaveLength(1);
  });

  it('refuses a sendId that is not one, mailing nothing', async () => {
    const ids = await issue(1);
    for (const sendId of ['', 'short', 'a'.repeat(65), 'has space 1', 42])
      await expect(build().send({ ids, sendId })).rejects.toMatchObject({
        fieldErrors: { sendId: expect.stringContaining('8 to 64 letters') },
      });
    expect(mail.sent).toHaveLength(0);
  });
});
