import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { documentLoader } from './document-loader.js';
import type { IssuerPublicKey } from './did-web.js';
import { STATUS_LIST_PATH } from '@club/model';
import { STATUS_LIST_LENGTH, STATUS_PURPOSE } from './open-badge.js';

/** The club's current signing key, as it is kept secret (local data folder, or SSM). */
export interface IssuerSecretKey {
  name: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
  createdAt: string;
}

/** A new Ed25519 key pair, named `name` in the DID document. */
export const generateIssuerKey = async (name: string): Promise<IssuerSecretKey> => {
  const pair = await Ed25519Multikey.generate();
  return {
    name,
    publicKeyMultibase: pair.publicKeyMultibase,
    secretKeyMultibase: pair.secretKeyMultibase!,
    createdAt: new Date().toISOString(),
  };
};

/** What the DID document shows of a key: never its secret half. */
export const publicPart = ({ name, publicKeyMultibase, createdAt }: IssuerSecretKey) =>
  ({ name, publicKeyMultibase, createdAt }) satisfies IssuerPublicKey;

/**
 * Signs a credential as the club: a Data Integrity proof, cryptosuite eddsa-rdfc-2022, made
 * with `key`, the verification method `<did>#<key name>`. Only bundled contexts are read.
 */
export const signCredential = async <T extends object>(
  credential: T,
  did: string,
  key: IssuerSecretKey,
  date = new Date(),
): Promise<T & { proof: Record<string, unknown> }> => {
  const pair = await Ed25519Multikey.from({
    '@context': 'https://w3id.org/security/multikey/v1',
    type: 'Multikey',
    id: `${did}#${key.name}`,
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite, date });
  return (await vc.issue({
    credential,
    suite,
    documentLoader: documentLoader(),
  })) as T & { proof: Record<string, unknown> };
};

/**
 * The status list credential (W3C Bitstring Status List), unsigned: a bit per credential,
 * set for those revoked. Published as a static file, so checking a credential's status asks
 * nothing of the club's server, and reveals to nobody which credential was checked.
 */
export const statusListCredential = async (
  origin: string,
  did: string,
  revoked: readonly number[],
  validFrom: string,
) => {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) list.setStatus(index, true);
  const credential = await createCredential({
    id: `${origin}${STATUS_LIST_PATH}`,
    list,
    statusPurpose: STATUS_PURPOSE,
  });
  return { ...credential, issuer: did, validFrom };
};
