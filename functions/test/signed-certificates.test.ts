import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificate,
  DID_DOCUMENT_PATH,
  lookupPath,
  recordPath,
  restPath,
  STATUS_LIST_PATH,
} from '@club/model';
import { didWebOf } from '@club/credentials';
import { verifyCredential } from '@club/credentials/verify';
import { issuerPublication } from '../src/domain/certificates/issuer-publication.js';
import { pngFile } from './support/files.js';
import { TEST_SITE, testApi } from './support/api.js';
import { formOf } from './support/member.js';

let api: Awaited<ReturnType<typeof testApi>>;
let cookie: string;
beforeAll(async () => {
  api = await testApi();
  cookie = await api.login();
});

const issuer = didWebOf(TEST_SITE);

/** The site's published files as a verifier reads them: from what the publisher would write. */
const fetchJson = async (address: string) => {
  const published = await issuerPublication(api.deps.records, TEST_SITE);
  if (address === `${TEST_SITE}${DID_DOCUMENT_PATH}`) return published.didDocument;
  if (address === `${TEST_SITE}${STATUS_LIST_PATH}`) return JSON.parse(published.statusList!);
  throw new Error(`HTTP 404 for ${address}`);
};

const verdictOf = async (credential: string, now?: Date) =>
  verifyCredential(JSON.parse(credential), { issuer, fetchJson, ...(now ? { now } : {}) });

const issue = async (extra: Record<string, string> = {}) => {
  const fields = {
    name: `Nusrat ${crypto.randomUUID().slice(0, 6)}`,
    event: 'Robo Carnival 2025',
    univarsity: 'BUET',
    position: 'Champion',
    year: '2025',
    ...extra,
  };
  const form = formOf({ ...fields, image: await pngFile('certificate.png', 400, 300) });
  const created = await api.call('POST', restPath(certificate), { form, cookie });
  expect(created.status).toBe(201);
  return created.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored certificate
};

const action = (id: string, what: 'revoke' | 'reinstate', json: object = {}) =>
  api.call('POST', `${recordPath(certificate, id)}/${what}`, { json, cookie });

describe('every certificate is a signed Open Badges 3.0 credential', () => {
  it('is issued with the certificate, naming the student exactly, and verifies', async () => {
    const stored = await issue({ name: 'তাসনিম রহমান' });
    const credential = JSON.parse(stored.credential);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.name).toBe('তাসনিম রহমান');
    expect(credential.issuer).toMatchObject({ id: issuer, name: 'DIU Robotics Club' });
    expect(credential.validFrom).toBe(stored.createdAt);
    expect(await verdictOf(stored.credential)).toEqual({ kind: 'valid' });
  });

  it('is looked up publicly with its standing but never its e-mail; lists are the console’s', async () => {
    const stored = await issue({ email: 'student@example.org' });
    const found = await api.call('GET', lookupPath(certificate, stored.code));
    expect(found.status).toBe(200);
    expect(found.body.email).toBeUndefined();
    expect(found.body.credential).toBeUndefined();
    expect(found.body.standing).toEqual({
      issuedAt: stored.createdAt,
      credential: `/credentials/${stored.id}.json`,
    });
    expect((await api.call('GET', restPath(certificate))).status).toBe(401);
    expect((await api.call('GET', recordPath(certificate, stored.id))).status).toBe(401);
    const listed = await api.call('GET', restPath(certificate), { cookie });
    expect(listed.status).toBe(200);
  });

  it('revokes with a reason, says so, and reinstates with a new credential', async () => {
    const stored = await issue();
    expect((await action(stored.id, 'revoke', { reason: '' })).status).toBe(400);
    expect(
      (
        await api.call('POST', `${recordPath(certificate, stored.id)}/revoke`, {
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(401);
    const revoked = await action(stored.id, 'revoke', { reason: 'Issued by mistake' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).toMatchObject({ reason: 'Issued by mistake' });
    expect(await verdictOf(stored.credential)).toEqual({ kind: 'revoked' });
    const shown = await api.call('GET', lookupPath(certificate, stored.code));
    expect(shown.body.standing.revoked).toEqual(revoked.body.revoked);

    expect(await action(stored.id, 'revoke', { reason: 'Twice' })).toMatchObject({
      status: 409,
      body: { message: 'This certificate is already revoked.' },
    });
    const reinstated = await action(stored.id, 'reinstate');
    expect(reinstated.status).toBe(200);
    expect(reinstated.body.revoked).toBeUndefined();
    expect(reinstated.body.credential).not.toBe(stored.credential);
    expect(await verdictOf(reinstated.body.credential)).toEqual({ kind: 'valid' });
    expect(await verdictOf(stored.credential)).toEqual({ kind: 'revoked' });
    expect(await action(stored.id, 'reinstate')).toMatchObject({
      status: 409,
      body: { message: 'This certificate is not revoked.' },
    });
  });

  it('replaces the credential when what it states changes, and the replaced one fails', async () => {
    const stored = await issue();
    const same = await api.call('PUT', recordPath(certificate, stored.id), {
      json: { ...stored, email: 'new@example.org' },
      cookie,
    });
    expect(same.body.credential).toBe(stored.credential);
    const corrected = await api.call('PUT', recordPath(certificate, stored.id), {
      json: { ...same.body, univarsity: 'Daffodil International University' },
      cookie,
    });
    expect(corrected.status).toBe(200);
    expect(
      JSON.parse(corrected.body.credential).credentialSubject.achievement.description,
    ).toContain('Daffodil International University');
    expect(await verdictOf(corrected.body.credential)).toEqual({ kind: 'valid' });
    expect(await verdictOf(stored.credential)).toEqual({ kind: 'revoked' });
  });

  it('expires after its last valid day, which cannot come before it was issued', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stored = await issue({ validUntil: day(1) });
    expect(JSON.parse(stored.credential).validUntil).toBe(`${day(1)}T23:59:59Z`);
    expect(await verdictOf(stored.credential)).toEqual({ kind: 'valid' });
    expect(await verdictOf(stored.credential, new Date(`${day(2)}T12:00:00Z`))).toMatchObject({
      kind: 'expired',
    });
    const form = async (validUntil: string) =>
      formOf({
        name: `X ${validUntil}`,
        event: 'E',
        univarsity: 'U',
        position: 'P',
        year: '2025',
        validUntil,
        image: await pngFile('c.png', 40, 30),
      });
    expect(
      await api.call('POST', restPath(certificate), { form: await form('31/01/2026'), cookie }),
    ).toMatchObject({
      status: 400,
      body: { errors: { validUntil: 'Valid until must be a date such as 2027-06-30.' } },
    });
    expect(
      await api.call('POST', restPath(certificate), { form: await form(day(-1)), cookie }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: {
          validUntil: `The last valid day cannot be before the certificate was issued (${day(0)}).`,
        },
      },
    });
  });

  it('still verifies what was signed before a key rotation', async () => {
    const before = await issue();
    const rotated = await api.deps.issuer!.rotateKey();
    const after = await issue();
    expect(JSON.parse(after.credential).proof.verificationMethod).toBe(`${issuer}#${rotated.key}`);
    expect(await verdictOf(before.credential)).toEqual({ kind: 'valid' });
    expect(await verdictOf(after.credential)).toEqual({ kind: 'valid' });
  });

  it('backfills certificates stored unsigned, once', async () => {
    const unsigned = await testApi({
      table: 'signed-certificates-backfill',
      env: { ISSUER_KEY_FILE: '' },
    });
    const stored = await unsigned.call('POST', restPath(certificate), {
      form: formOf({
        name: 'Old',
        event: 'Robo Fest',
        univarsity: 'DIU',
        position: 'Winner',
        year: '2019',
        image: await pngFile('c.png', 40, 30),
      }),
      cookie: await unsigned.login(),
    });
    expect(stored.body.credential).toBeUndefined();
    const signing = await testApi({ table: 'signed-certificates-backfill' });
    const first = await signing.deps.issuer!.backfill(certificate);
    const second = await signing.deps.issuer!.backfill(certificate);
    expect(first.issued).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ issued: 0, current: first.issued + first.current });
    const signed = await signing.deps.records.get(certificate.name, stored.body.id);
    expect(JSON.parse(String(signed!.credential)).validFrom).toBe(stored.body.createdAt);
  });
});
