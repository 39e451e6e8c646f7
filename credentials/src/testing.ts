import { createHash, createPublicKey, verify } from 'node:crypto';
import { JsonLdParser } from 'jsonld-streaming-parser';
import { RDFC10 } from 'rdfjs-c14n';
import type { Quad } from '@rdfjs/types';
import { BUNDLED_CONTEXTS } from './contexts.js';
import { didDocumentAddress, type FetchJson } from './index.js';

/**
 * A second way to check an eddsa-rdfc-2022 proof, sharing no code with the one the site uses
 * (Digital Bazaar's jsonld, rdf-canonize and Ed25519): JSON-LD to RDF with
 * jsonld-streaming-parser, RDFC-1.0 with rdfjs-c14n, and Ed25519 with Node's own crypto,
 * following the cryptosuite's steps (W3C VC Data Integrity EdDSA, section 3.3).
 */
const toQuads = (document: object) =>
  new Promise<Quad[]>((resolve, reject) => {
    const quads: Quad[] = [];
    const parser = new JsonLdParser({
      documentLoader: {
        load: async (url: string) => {
          const context = BUNDLED_CONTEXTS.get(url);
          if (!context) throw new Error(`${url} is not bundled`);
          return context as never;
        },
      },
    });
    parser.on('data', (quad: Quad) => quads.push(quad));
    parser.on('error', reject);
    parser.on('end', () => resolve(quads));
    parser.write(JSON.stringify(document));
    parser.end();
  });

const canonicalHash = async (document: object) =>
  createHash('sha256')
    .update(await new RDFC10().canonicalize(await toQuads(document)))
    .digest();

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58btc = (text: string) => {
  let n = 0n;
  for (const char of text) n = n * 58n + BigInt(BASE58.indexOf(char));
  const hex = n.toString(16);
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([
    Buffer.alloc(zeros),
    Buffer.from(hex.padStart(hex.length + (hex.length % 2), '0'), 'hex'),
  ]);
};
// Multikey: 'z' (base58btc), then the Ed25519 public key multicodec 0xed 0x01.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Whether `credential`'s proof is a valid signature by the key its DID document names. */
export const independentlyVerified = async (
  credential: Record<string, unknown>,
  fetchJson: FetchJson,
): Promise<boolean> => {
  const { proof, ...unsecured } = credential as {
    proof: Record<string, unknown>;
    '@context': unknown;
  };
  const { proofValue, ...options } = proof;
  if (options.cryptosuite !== 'eddsa-rdfc-2022') return false;
  const method = String(options.verificationMethod);
  const did = method.split('#')[0]!;
  const document = (await fetchJson(didDocumentAddress(did))) as {
    verificationMethod: { id: string; publicKeyMultibase: string }[];
    assertionMethod: string[];
  };
  const key = document.verificationMethod.find((m) => m.id === method);
  if (!key || !document.assertionMethod.includes(method)) return false;
  const hash = Buffer.concat([
    await canonicalHash({ ...options, '@context': unsecured['@context'] }),
    await canonicalHash(unsecured),
  ]);
  const publicKey = createPublicKey({
    key: Buffer.concat([
      ED25519_SPKI_PREFIX,
      base58btc(key.publicKeyMultibase.slice(1)).subarray(2),
    ]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, hash, publicKey, base58btc(String(proofValue).slice(1)));
};
