import { describe, expect, it } from 'vitest';
import {
  didDocument,
  didDocumentAddress,
  didWebOf,
  openBadgeCredential,
  type CertificateClaims,
} from '../../src/index.js';
import { STATUS_LIST_PATH } from '@club/model';
import {
  generateIssuerKey,
  publicPart,
  signCredential,
  statusListCredential,
  type IssuerSecretKey,
} from '../../src/issue.js';
import { verifyCredential } from '../../src/verify.js';
import { independentlyVerified } from '../../src/testing.js';

const origin = 'https://robotics.example.edu';
const did = didWebOf(origin);
const claims: CertificateClaims = {
  name: 'তাসনিম রহমান',
  event: 'Robo Carnival 2025',
  univarsity: 'Jahangirnagar University',
  position: 'Runner-up',
  year: '2025',
};

/** A site as verifiers see it: its DID document and status list, by address. */
const site = async (keys: IssuerSecretKey[], revoked: number[] = []) => {
  const files = new Map<string, unknown>([
    [didDocumentAddress(did), didDocument(did, keys.map(publicPart))],
    [
      `${origin}${STATUS_LIST_PATH}`,
      await signCredential(
        await statusListCredential(origin, did, revoked, '2025-01-01T00:00:00Z'),
        did,
        keys.at(-1)!,
      ),
    ],
  ]);
  return async (address: string) => {
    if (!files.has(address)) throw new Error(`HTTP 404 for ${address}`);
    return structuredClone(files.get(address));
  };
};

const issue = async (
  key: IssuerSecretKey,
  terms: { validUntil?: string; statusIndex?: number } = {},
) =>
  signCredential(
    await openBadgeCredential(
      claims,
      { did, name: 'DIU Robotics Club', origin },
      {
        id: 'urn:uuid:2f0c5f5e-5d0a-4b8e-9c55-1f1f3b1c0a01',
        issuedAt: '2025-03-01T10:00:00Z',
        statusIndex: terms.statusIndex ?? 7,
        page: `${origin}/show/x`,
        ...(terms.validUntil ? { validUntil: terms.validUntil } : {}),
      },
    ),
    did,
    key,
  );

describe("the club's certificates as signed Open Badges", () => {
  it('verifies with the site’s verifier and with an independent one', async () => {
    const key = await generateIssuerKey('key-1');
    const credential = await issue(key);
    const fetchJson = await site([key]);
    expect(credential.credentialSubject.name).toBe(claims.name);
    expect(credential.proof).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
    });
    expect(await verifyCredential(credential, { issuer: did, fetchJson })).toEqual({
      kind: 'valid',
    });
    expect(await independentlyVerified(credential, fetchJson)).toBe(true);
  });

  it('refuses a copy with one letter of the name changed, in both verifiers', async () => {
    const key = await generateIssuerKey('key-1');
    const fetchJson = await site([key]);
    const tampered = structuredClone(await issue(key));
    tampered.credentialSubject.name = 'তাসনিম রহমাম';
    expect((await verifyCredential(tampered, { issuer: did, fetchJson })).kind).toBe('refused');
    expect(await independentlyVerified(tampered, fetchJson)).toBe(false);
  });

  it('refuses a credential that names another issuer, or a key the issuer does not publish', async () => {
    const key = await generateIssuerKey('key-1');
    const credential = await issue(key);
    const fetchJson = await site([key]);
    expect(
      (await verifyCredential(credential, { issuer: didWebOf('https://other.example'), fetchJson }))
        .kind,
    ).toBe('refused');
    const stranger = await generateIssuerKey('key-1');
    expect(
      (await verifyCredential(credential, { issuer: did, fetchJson: await site([stranger]) })).kind,
    ).toBe('refused');
  });

  it('reads a revoked credential as revoked, and its neighbours as valid', async () => {
    const key = await generateIssuerKey('key-1');
    const fetchJson = await site([key], [7]);
    expect(
      await verifyCredential(await issue(key, { statusIndex: 7 }), { issuer: did, fetchJson }),
    ).toEqual({ kind: 'revoked' });
    expect(
      await verifyCredential(await issue(key, { statusIndex: 8 }), { issuer: did, fetchJson }),
    ).toEqual({ kind: 'valid' });
  });

  it('reads a credential past its last day as expired, and valid on that day', async () => {
    const key = await generateIssuerKey('key-1');
    const fetchJson = await site([key]);
    const credential = await issue(key, { validUntil: '2026-06-30' });
    expect(
      await verifyCredential(credential, {
        issuer: did,
        fetchJson,
        now: new Date('2026-06-30T20:00:00Z'),
      }),
    ).toEqual({ kind: 'valid' });
    expect(
      await verifyCredential(credential, {
        issuer: did,
        fetchJson,
        now: new Date('2026-07-01T00:10:00Z'),
      }),
    ).toEqual({
      kind: 'expired',
      validUntil: '2026-06-30T23:59:59Z',
    });
  });

  it('still verifies a credential signed before a key rotation', async () => {
    const first = await generateIssuerKey('key-1');
    const second = await generateIssuerKey('key-2');
    const before = await issue(first);
    const fetchJson = await site([first, second]);
    expect(await verifyCredential(before, { issuer: did, fetchJson })).toEqual({ kind: 'valid' });
    expect(await verifyCredential(await issue(second), { issuer: did, fetchJson })).toEqual({
      kind: 'valid',
    });
    expect(await independentlyVerified(before, fetchJson)).toBe(true);
  });

  it('says it could not check when the status list cannot be read', async () => {
    const key = await generateIssuerKey('key-1');
    const credential = await issue(key);
    const document = didDocument(did, [publicPart(key)]);
    const fetchJson = async (address: string) => {
      if (address === didDocumentAddress(did)) return document;
      throw new Error(`HTTP 503 for ${address}`);
    };
    expect((await verifyCredential(credential, { issuer: did, fetchJson })).kind).toBe('unchecked');
  });

  it('names the site’s did:web after its host and port', () => {
    expect(didWebOf('https://robotics.example.edu')).toBe('did:web:robotics.example.edu');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didDocumentAddress('did:web:localhost%3A3000')).toBe(
      'http://localhost:3000/.well-known/did.json',
    );
    expect(didDocumentAddress('did:web:robotics.example.edu')).toBe(
      'https://robotics.example.edu/.well-known/did.json',
    );
  });
});
