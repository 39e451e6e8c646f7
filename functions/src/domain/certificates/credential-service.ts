import { randomUUID } from 'node:crypto';
import {
  certificatePath,
  ISSUER_COLLECTION,
  messagesFor,
  REVOCATION_REASON_MAX,
  hasLostLetters,
  isStorable,
  lostLetters,
  storedText,
  unstorable,
  type ResourceDefinition,
} from '@club/model';
import {
  didWebOf,
  openBadgeCredential,
  type CertificateClaims,
  type IssuerPublicKey,
} from '@club/credentials';
import type { IssuerSecretKey } from '@club/credentials/issue';
import { conflict, invalid, notFound } from '../errors.js';
import type { Item, IssuerKeyVault, RecordStore } from '../ports.js';

import { ISSUER_KEYS_ID, ISSUER_STATUS_ID } from './issuer-publication.js';

const KEYS_ID = ISSUER_KEYS_ID;
const STATUS_ID = ISSUER_STATUS_ID;
/** Tries at revoking while others keep editing the same certificate. */
const REVOKE_ATTEMPTS = 3;
const CERTIFICATE = 'certificate';
// A key read from the vault is used this long before it is read again: a rotation reaches
// every running copy of the API within it (and what they signed meanwhile still verifies).
const KEY_CACHE_MS = 5 * 60_000;

interface StatusItem extends Item {
  version: number;
  /** The next free bit. */
  next: number;
  /** The bits set: credentials revoked, or replaced by a newer one. */
  revoked: number[];
  /** The signed status list credential, as published. */
  list: string;
}

export interface CredentialDeps {
  records: RecordStore;
  vault: IssuerKeyVault;
  /** The site's origin: the issuer is its did:web. */
  origin: string;
  clubName: string;
  now?: () => Date;
}

/** What of a certificate its credential states; a change to any of it issues a new one. */
const basisOf = (did: string, item: Item) =>
  JSON.stringify([
    did,
    String(item.createdAt),
    ...['name', 'event', 'univarsity', 'position', 'year', 'validUntil'].map((f) =>
      String(item[f] ?? ''),
    ),
  ]);

/**
 * The signing code (jsonld, rdf-canonize, the contexts: most of the API's bundle) is loaded the
 * first time a certificate is signed, not at every cold start of the API.
 */
const signing = () => import('@club/credentials/issue');

const claimsOf = (item: Item): CertificateClaims => ({
  name: String(item.name),
  event: String(item.event),
  univarsity: String(item.univarsity),
  position: String(item.position),
  year: String(item.year),
});

/**
 * The club as an issuer of Open Badges 3.0 credentials: every certificate carries one, signed
 * with the club's key, with a bit in the club's status list. A certificate whose statements
 * change gets a new credential, and the bit of the one it replaces is set: only what the club
 * states now verifies. Revoking sets the certificate's bit; reinstating issues a new credential
 * (a revocation in a Bitstring Status List is for good).
 */
/**
 * A certificate without what this site issued for it: its signed credential, what it was made
 * from, and its place in the status list. Those are the signature of one site with its own key
 * and list, made anew wherever the certificate comes to be stored again.
 */
export const withoutCredential = (item: Item): Item => {
  const { credential: _c, credentialBasis: _b, statusIndex: _s, ...bare } = item;
  return bare as Item;
};

export const credentialService = ({
  records,
  vault,
  origin,
  clubName,
  now = () => new Date(),
}: CredentialDeps) => {
  const did = didWebOf(origin);
  let cached: { key: IssuerSecretKey; at: number } | undefined;

  const signingKey = async () => {
    if (cached && Date.now() - cached.at < KEY_CACHE_MS) return cached.key;
    const key = await vault.read();
    if (!key)
      throw new Error(
        'The club has no signing key: run `npm run credentials -- ensure-key` (or deploy again).',
      );
    cached = { key, at: Date.now() };
    return key;
  };

  const publicKeys = async () =>
    ((await records.get(ISSUER_COLLECTION, KEYS_ID))?.keys ?? []) as IssuerPublicKey[];

  const savePublicKeys = async (keys: IssuerPublicKey[]) =>
    records.put(ISSUER_COLLECTION, { id: KEYS_ID, keys });

  const readStatus = async (): Promise<StatusItem> =>
    ((await records.get(ISSUER_COLLECTION, STATUS_ID)) as StatusItem | undefined) ?? {
      id: STATUS_ID,
      version: 0,
      next: 0,
      revoked: [],
      list: '',
    };

  const listIsCurrent = (status: StatusItem) =>
    status.list !== '' && (JSON.parse(status.list) as { issuer?: string }).issuer === did;

  /** Changes the status list, signing it again when its bits change; retried on a race. */
  const changeStatus = async (change: (s: StatusItem) => { next: number; revoked: number[] }) => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const current = await readStatus();
      const { next, revoked } = change(current);
      const bitsChanged = revoked.length !== current.revoked.length || !listIsCurrent(current);
      if (!bitsChanged && next === current.next) return current;
      const { signCredential, statusListCredential } = await signing();
      const list = bitsChanged
        ? JSON.stringify(
            await signCredential(
              await statusListCredential(origin, did, revoked, now().toISOString()),
              did,
              await signingKey(),
              now(),
            ),
          )
        : current.list;
      const item: StatusItem = { id: STATUS_ID, version: current.version + 1, next, revoked, list };
      const saved =
        current.version === 0
          ? await records.create(ISSUER_COLLECTION, item)
          : await records.replace(ISSUER_COLLECTION, item, current.version);
      if (saved) return current;
    }
    throw conflict('The status list is busy. Please try again.');
  };

  const allocate = async () =>
    (await changeStatus((s) => ({ next: s.next + 1, revoked: s.revoked }))).next;

  const setBits = (indexes: number[]) =>
    changeStatus((s) => ({
      next: s.next,
      revoked: [...new Set([...s.revoked, ...indexes])].sort((a, b) => a - b),
    }));

  /** The certificate with its credential: kept if it still states the same, else a new one. */
  const withCredential = async (item: Item): Promise<Item> => {
    const basis = basisOf(did, item);
    if (typeof item.credential === 'string' && item.credentialBasis === basis) return item;
    const issuedOn = String(item.createdAt).slice(0, 10);
    if (item.validUntil && String(item.validUntil) < issuedOn)
      throw invalid({
        validUntil: `The last valid day cannot be before the certificate was issued (${issuedOn}).`,
      });
    const statusIndex = await allocate();
    const unsigned = await openBadgeCredential(
      claimsOf(item),
      { did, name: clubName, origin },
      {
        id: `urn:uuid:${randomUUID()}`,
        issuedAt: String(item.createdAt),
        ...(item.validUntil ? { validUntil: String(item.validUntil) } : {}),
        statusIndex,
        page: `${origin}${certificatePath(String(item.code))}`,
      },
    );
    const { signCredential } = await signing();
    const credential = await signCredential(unsigned, did, await signingKey(), now());
    return { ...item, credential: JSON.stringify(credential), credentialBasis: basis, statusIndex };
  };

  /** The bits a write leaves set: the credential it replaced, and its own if revoked. */
  const settle = async (stored: Item | undefined, before: Item | undefined) => {
    const bits: number[] = [];
    const old = before?.statusIndex;
    if (typeof old === 'number' && stored?.statusIndex !== old) bits.push(old);
    if (stored?.revoked && typeof stored.statusIndex === 'number') bits.push(stored.statusIndex);
    if (bits.length > 0) await setBits(bits);
  };

  const getCertificate = async (d: ResourceDefinition, id: string) => {
    const item = await records.get(CERTIFICATE, id);
    if (!item) throw notFound(messagesFor(d).notFound);
    return item;
  };

  /** Writes a certificate changed by `change`, only over the version it was read at. */
  const rewrite = async (
    d: ResourceDefinition,
    id: string,
    change: (item: Item) => Promise<Item>,
  ) => {
    const before = await getCertificate(d, id);
    const changed = await change(before);
    const item = {
      ...changed,
      version: Number(before.version) + 1,
      updatedAt: now().toISOString(),
    };
    if (!(await records.replace(CERTIFICATE, item, Number(before.version))))
      throw conflict(messagesFor(d).stale);
    await settle(item, before);
    return item;
  };

  return {
    did,

    /** The content service's hooks: what a certificate's write adds and leaves behind. */
    hooks: {
      prepare: (d: ResourceDefinition, item: Item, { fresh = false } = {}) => {
        if (d.name !== CERTIFICATE) return Promise.resolve(item);
        // A certificate brought back after a delete: the bit of its credential was set then.
        return withCredential(fresh ? withoutCredential(item) : item);
      },
      settle: (d: ResourceDefinition, stored: Item | undefined, before: Item | undefined) =>
        d.name === CERTIFICATE ? settle(stored, before) : Promise.resolve(),
    },

    /**
     * Makes sure there is a signing key and that the DID document lists it: the first start
     * (or deploy) makes one; a key whose public half is missing from the document is added.
     */
    async ensureKey() {
      const { generateIssuerKey, publicPart } = await signing();
      const keys = await publicKeys();
      const stored = await vault.read();
      const listed = (k: IssuerSecretKey) =>
        keys.some((p) => p.publicKeyMultibase === k.publicKeyMultibase);
      // A key the document names differently (a data folder's key file lost) is not reused.
      const usable = stored && (listed(stored) || !keys.some((p) => p.name === stored.name));
      const key = usable ? stored : await generateIssuerKey(`key-${keys.length + 1}`);
      // The public half first: nothing is signed with a key the document does not list.
      if (!listed(key)) await savePublicKeys([...keys, publicPart(key)]);
      if (key !== stored) await vault.write(key);
      cached = undefined;
      return { key: key.name, made: key !== stored };
    },

    /** A new signing key; the old public keys stay listed, so earlier credentials verify. */
    async rotateKey() {
      const { generateIssuerKey, publicPart } = await signing();
      const keys = await publicKeys();
      const key = await generateIssuerKey(`key-${keys.length + 1}`);
      await savePublicKeys([...keys, publicPart(key)]);
      await vault.write(key);
      cached = { key, at: Date.now() };
      return { key: key.name, keys: keys.length + 1 };
    },

    /** Revokes a certificate: its page says so, with the date and reason, and its credential fails. */
    async revoke(d: ResourceDefinition, id: string, reason: unknown) {
      const text = typeof reason === 'string' ? storedText(reason).trim() : '';
      if (!text)
        throw invalid({ reason: 'Say why the certificate is revoked: the page shows it.' });
      if (text.length > REVOCATION_REASON_MAX)
        throw invalid({
          reason: `The reason is too long (at most ${REVOCATION_REASON_MAX} characters).`,
        });
      // Shown on the public page, as every other text field: nothing that cannot be stored.
      if (!isStorable(text)) throw invalid({ reason: unstorable('The reason') });
      if (hasLostLetters(text)) throw invalid({ reason: lostLetters('The reason') });
      // The status bit before the record: the record's write publishes the page that says
      // "revoked", and that page must never meet a status list still calling it valid (its
      // check runs once, as it opens). An edit in between gets its own bit set on the next try.
      for (let attempt = 1; ; attempt++) {
        const before = await getCertificate(d, id);
        if (before.revoked) throw conflict('This certificate is already revoked.');
        if (typeof before.statusIndex === 'number') await setBits([before.statusIndex]);
        const item = {
          ...before,
          revoked: { on: now().toISOString(), reason: text },
          version: Number(before.version) + 1,
          updatedAt: now().toISOString(),
        };
        if (await records.replace(CERTIFICATE, item, Number(before.version))) return item;
        if (attempt === REVOKE_ATTEMPTS) throw conflict(messagesFor(d).stale);
      }
    },

    /** Makes a revoked certificate valid again, with a new credential (the old one stays revoked). */
    async reinstate(d: ResourceDefinition, id: string) {
      return rewrite(d, id, async ({ revoked, credentialBasis: _basis, ...item }) => {
        if (!revoked) throw conflict('This certificate is not revoked.');
        return withCredential(item as Item);
      });
    },

    /**
     * Gives every certificate without a current credential one, and sets the bits of revoked
     * ones. Safe to run again: a second run finds nothing to do.
     */
    async backfill(d: ResourceDefinition) {
      let issued = 0;
      let current = 0;
      for (const item of await records.list(CERTIFICATE)) {
        const up = await withCredential(item);
        if (up === item) {
          current++;
          if (item.revoked && typeof item.statusIndex === 'number')
            await setBits([item.statusIndex]);
          continue;
        }
        await rewrite(d, item.id, async (latest) =>
          latest.version === item.version ? up : withCredential(latest),
        );
        issued++;
      }
      if (!listIsCurrent(await readStatus())) await setBits([]);
      return { issued, current };
    },
  };
};

export type CredentialService = ReturnType<typeof credentialService>;
