import { STATUS_LIST_PATH } from '@club/model';
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './context-names.js';

export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_PURPOSE = 'revocation';

/** What a certificate says, as the club stored it. */
export interface CertificateClaims {
  name: string;
  event: string;
  univarsity: string;
  position: string;
  year: string;
}

export interface Issuer {
  did: string;
  name: string;
  /** The site's origin: the issuer's home page, and where the status list is. */
  origin: string;
}

export interface CredentialTerms {
  /** urn:uuid:…, new for each credential issued. */
  id: string;
  /** When the club issued the certificate (ISO 8601). */
  issuedAt: string;
  /** The last day it is valid (YYYY-MM-DD), if it expires; valid to that day's end (UTC). */
  validUntil?: string;
  /** Its bit in the status list. */
  statusIndex: number;
  /** Its page, /show/<code>, as an absolute address. */
  page: string;
}

/** An achievement's own identifier: the same event, position and year name the same one. */
const achievementId = async (claims: CertificateClaims) => {
  const text = [claims.event, claims.position, claims.year].join('\n');
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  ).slice(0, 16);
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  // A name-based UUID (version 8, RFC 9562): the same text gives the same one.
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return `urn:uuid:${uuid}`;
};

/** The achievement in words: what it was, where and when, and for whom. */
export const achievementName = (c: CertificateClaims) => `${c.position}, ${c.event} ${c.year}`;

/**
 * A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential 2.0),
 * before it is signed. The name is the student's exactly as stored; the achievement is the
 * event, position, year and university the certificate states.
 */
export const openBadgeCredential = async (
  claims: CertificateClaims,
  issuer: Issuer,
  terms: CredentialTerms,
) => {
  const profile = {
    id: issuer.did,
    type: ['Profile'],
    name: issuer.name,
    url: `${issuer.origin}/`,
  };
  const statusList = `${issuer.origin}${STATUS_LIST_PATH}`;
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: terms.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${achievementName(claims)}: ${claims.name}`,
    issuer: profile,
    validFrom: terms.issuedAt,
    ...(terms.validUntil ? { validUntil: `${terms.validUntil}T23:59:59Z` } : {}),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: claims.name,
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: claims.name },
      ],
      achievement: {
        id: await achievementId(claims),
        type: ['Achievement'],
        name: achievementName(claims),
        description: `${claims.position} at ${claims.event} ${claims.year}, awarded by ${issuer.name} to a student of ${claims.univarsity}.`,
        criteria: { narrative: `${claims.position} at ${claims.event} (${claims.year}).` },
        creator: profile,
      },
    },
    evidence: [{ id: terms.page, type: ['Evidence'], name: 'The certificate on the club’s site' }],
    credentialStatus: {
      id: `${statusList}#${terms.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: STATUS_PURPOSE,
      statusListIndex: String(terms.statusIndex),
      statusListCredential: statusList,
    },
  };
};

export type UnsignedCredential = Awaited<ReturnType<typeof openBadgeCredential>>;
