import { ISSUER_COLLECTION } from '@club/model';
import { didDocument, didWebOf, type IssuerPublicKey } from '@club/credentials';
import type { RecordStore } from '../ports.js';

/** The issuer's items in its partition of the table (credential-service.ts writes them). */
export const ISSUER_KEYS_ID = 'keys';
export const ISSUER_STATUS_ID = 'status-list';

/** What the publisher writes of the issuer: its DID document and its signed status list. */
export const issuerPublication = async (records: RecordStore, origin: string) => {
  const [keys, status] = await Promise.all([
    records.get(ISSUER_COLLECTION, ISSUER_KEYS_ID),
    records.get(ISSUER_COLLECTION, ISSUER_STATUS_ID),
  ]);
  const listed = (keys?.keys ?? []) as IssuerPublicKey[];
  return {
    didDocument: listed.length > 0 ? didDocument(didWebOf(origin), listed) : undefined,
    statusList: typeof status?.list === 'string' && status.list ? status.list : undefined,
  };
};
