import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { didWebOf } from './did-web.js';
import { documentLoader, type FetchJson } from './document-loader.js';

export type { FetchJson } from './document-loader.js';

/** What checking a credential found, in the terms the certificate's page words it. */
export type Verdict =
  /** Signed by the expected issuer, unchanged, not revoked, not expired. */
  | { kind: 'valid' }
  /** Signed and unchanged, but the issuer has revoked it. */
  | { kind: 'revoked' }
  /** Signed and unchanged, but its last valid day has passed. */
  | { kind: 'expired'; validUntil: string }
  /** Not what the issuer signed, or not signed by the issuer: it must not be trusted. */
  | { kind: 'refused'; reason: string }
  /** The check could not be made (a file could not be read): nothing is known either way. */
  | { kind: 'unchecked'; reason: string };

const messageOf = (error: unknown): string => {
  const e = error as { message?: string; errors?: unknown[]; cause?: unknown } | undefined;
  const inner = e?.errors?.[0] ?? e?.cause;
  return inner ? messageOf(inner) : (e?.message ?? String(error));
};

// Failures to read a file are not evidence against the credential.
const UNREADABLE = /could not be read|could not load|failed to fetch|network|HTTP \d+/i;

/**
 * Checks a credential the way any verifier would: its Data Integrity proof (eddsa-rdfc-2022)
 * against the key its issuer's DID document publishes, that the issuer is `issuer`, its
 * validity dates, and its bit in the issuer's Bitstring Status List. Contexts come from the
 * bundle; the DID document and the status list are read with `fetchJson`.
 */
export const verifyCredential = async (
  credential: Record<string, unknown>,
  { issuer, fetchJson, now = new Date() }: { issuer: string; fetchJson: FetchJson; now?: Date },
): Promise<Verdict> => {
  const claimed = credential.issuer as { id?: unknown } | string | undefined;
  const claimedId = typeof claimed === 'string' ? claimed : claimed?.id;
  if (claimedId !== issuer)
    return { kind: 'refused', reason: `It names another issuer (${String(claimedId)}).` };
  const loader = documentLoader(fetchJson);
  const suite = new DataIntegrityProof({ cryptosuite });
  // The signature is checked as of the day it took effect; expiry is told apart below, so an
  // expired credential reads as expired, not as forged.
  const validFrom = typeof credential.validFrom === 'string' ? new Date(credential.validFrom) : now;
  let result: Awaited<ReturnType<typeof vc.verifyCredential>>;
  try {
    result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader: loader,
      now: validFrom,
      checkStatus: (options) => checkStatus({ ...options, suite, documentLoader: loader }),
    });
  } catch (error) {
    return { kind: 'refused', reason: messageOf(error) };
  }
  if (!result.verified) {
    const error = result.statusResult?.error ?? result.error;
    const reason = messageOf(error);
    return UNREADABLE.test(reason) ? { kind: 'unchecked', reason } : { kind: 'refused', reason };
  }
  if (result.statusResult?.results?.some((r) => r.status)) return { kind: 'revoked' };
  const validUntil = credential.validUntil;
  if (typeof validUntil === 'string' && now > new Date(validUntil))
    return { kind: 'expired', validUntil };
  return { kind: 'valid' };
};

/** Reads JSON over HTTP; a failed answer is an error that names its status. */
const fetchOverHttp: FetchJson = async (address) => {
  const answer = await fetch(address, { headers: { accept: 'application/json' } });
  if (!answer.ok) throw new Error(`HTTP ${answer.status} for ${address}`);
  return answer.json();
};

/**
 * Checks the credential published at `address` as issued by the site at `siteOrigin` (its
 * did:web): what a certificate's page does in the visitor's browser.
 */
export const verifyPublishedCredential = async (
  address: string,
  siteOrigin: string,
  { fetchJson = fetchOverHttp, now = new Date() }: { fetchJson?: FetchJson; now?: Date } = {},
): Promise<Verdict> => {
  let credential: Record<string, unknown>;
  try {
    credential = (await fetchJson(new URL(address, siteOrigin).href)) as Record<string, unknown>;
  } catch (error) {
    return { kind: 'unchecked', reason: messageOf(error) };
  }
  return verifyCredential(credential, { issuer: didWebOf(siteOrigin), fetchJson, now });
};
