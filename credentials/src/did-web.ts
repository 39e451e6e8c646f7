import { DID_DOCUMENT_PATH } from '@club/model';
import { DID_CONTEXT, MULTIKEY_CONTEXT } from './context-names.js';

/** The club's issuer identifier: the site's did:web, its port (if any) written %3A. */
export const didWebOf = (origin: string) => {
  const { host } = new URL(origin);
  return `did:web:${host.replace(':', '%3A')}`;
};

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Where a did:web's document is: https://<host>/.well-known/did.json. A site on this computer
 * (npm start) has no certificate for HTTPS, so its document is read over plain HTTP.
 */
export const didDocumentAddress = (did: string) => {
  const match = /^did:web:([^:#/?]+)$/.exec(did);
  if (!match) throw new Error(`${did} is not a did:web of a site's root.`);
  const host = decodeURIComponent(match[1]!);
  return `${LOCAL_HOSTS.test(host) ? 'http' : 'https'}://${host}${DID_DOCUMENT_PATH}`;
};

/** One of the club's public keys, as the DID document lists it. */
export interface IssuerPublicKey {
  /** The key's name in the document: 'key-1', 'key-2'… */
  name: string;
  /** The Ed25519 public key, multibase (base58btc) multicodec, as Multikey has it. */
  publicKeyMultibase: string;
  /** When it was made (ISO 8601): only for people reading the document. */
  createdAt: string;
}

/**
 * The DID document: every public key the club has signed with, so that a credential signed
 * before a key rotation still verifies. Each may make assertions (sign credentials).
 */
export const didDocument = (did: string, keys: readonly IssuerPublicKey[]) => {
  const methods = keys.map((key) => ({
    id: `${did}#${key.name}`,
    type: 'Multikey',
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
  }));
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
};

export type DidDocument = ReturnType<typeof didDocument>;
