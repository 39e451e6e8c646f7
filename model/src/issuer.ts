import { certificate } from './resources/certificate.js';
import { publishedResources, siteRecord, type SiteRecord } from './site-data.js';
import { WITHDRAWN_FILES_COLLECTION } from './uploads.js';

/**
 * The table's partition for the club as an issuer of credentials: its public keys (the DID
 * document) and its status list. Published like the content: a change to it republishes.
 */
export const ISSUER_COLLECTION = 'issuer';
/** The collections whose writes change what is published, or what the CDN must let go of. */
export const publishedCollections: readonly string[] = [
  ...publishedResources.map((d) => d.name),
  ISSUER_COLLECTION,
  WITHDRAWN_FILES_COLLECTION,
];

/** Published files besides the pages: the credentials, their status list, the DID document. */
export const CREDENTIALS_PATH = '/credentials/';
export const STATUS_LIST_PATH = `${CREDENTIALS_PATH}status/1.json`;
export const DID_DOCUMENT_PATH = '/.well-known/did.json';
export const PUBLISHED_FILE_PREFIXES = [CREDENTIALS_PATH, '/.well-known/'] as const;

/** Where a certificate's signed credential is published: by its record's id (URL-safe). */
export const credentialPath = (recordId: string) => `${CREDENTIALS_PATH}${recordId}.json`;

/** The longest reason for a revocation the page shows. */
export const REVOCATION_REASON_MAX = 300;

/** What a certificate's page says beside its lines: when it was issued, and if it still holds. */
export interface CertificateStanding {
  /** When the club issued it (ISO 8601). */
  issuedAt: string;
  /** Its signed credential's address on the site; absent until it has one. */
  credential?: string;
  /** Set when the club has revoked it. */
  revoked?: { on: string; reason: string };
}

/** A certificate as its public page and the public lookup show it: no personal data. */
export type PublicCertificate = SiteRecord<typeof certificate> & { standing: CertificateStanding };

/** The stored certificate as the public sees it: its lines and standing, never its e-mail. */
export const publicCertificate = (item: Record<string, unknown>): PublicCertificate => {
  const revoked = item.revoked as { on: string; reason: string } | undefined;
  return {
    ...(siteRecord(certificate, item) as SiteRecord<typeof certificate>),
    standing: {
      issuedAt: String(item.createdAt ?? ''),
      ...(typeof item.credential === 'string'
        ? { credential: credentialPath(String(item.id)) }
        : {}),
      ...(revoked ? { revoked: { on: revoked.on, reason: revoked.reason } } : {}),
    },
  };
};
