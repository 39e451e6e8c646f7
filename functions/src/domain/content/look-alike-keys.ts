import { skeleton, SKELETON_VERSION, type ResourceDefinition } from '@club/model';
import { conflict } from '../errors.js';
import type { Item, RecordStore } from '../ports.js';
import { keyId, keyOf, keyTaken } from './record-keys.js';

/**
 * A claim on a skeleton for a record not written yet (a create under way) holds this long, past
 * the longest a request runs; a claim left by a write that never finished is free after it.
 */
const PENDING_MS = 2 * 60_000;

/** Marks that every record written before the claims existed has its claim. */
const INDEXED = 'indexed';

const RACES = 5;

const claimsOf = (d: ResourceDefinition) => `look-alikes/${d.name}/${SKELETON_VERSION}`;

/** A 409 naming the record whose key looks the same, so the editor can find it. */
export const lookAlike = (d: ResourceDefinition, key: string) => {
  const label = d.fields[d.keyField!]!.label.toLowerCase();
  const message = `This ${label} looks the same as that of an existing ${d.labels.one}, '${key}', and would be taken for it. Check for letters of another alphabet, hidden characters or extra spaces, or edit that ${d.labels.one} instead.`;
  return conflict(message, { [d.keyField!]: message });
};

export interface ClaimOptions {
  /** The record moving to the key: its own claim is not a look-alike. */
  from?: string;
  /**
   * Whether a look-alike is refused. A certificate brought over from the old site was printed
   * with its code already: it is kept, and only the first of two look-alikes holds the claim.
   */
  refuse?: boolean;
}

/**
 * The keys (a certificate's code, its public identity) that look the same once the model's
 * `skeleton` sets invisible characters, compatibility forms, case and letters that pass for
 * Latin ones aside: one holds it, a look-alike is refused. Each skeleton is claimed in an item
 * of its own with a conditional create, so a create reads one item, never every record.
 * Records written before the claims existed are claimed on the first write after (once).
 */
export const lookAlikeKeys = (records: RecordStore, now: () => Date) => {
  const indexed = new Set<string>();

  const claimFor = (id: string, key: string, at: string, version: number) => ({
    id: keyId(skeleton(key)),
    record: id,
    key,
    at,
    version,
  });

  const ensureIndexed = async (d: ResourceDefinition) => {
    if (indexed.has(d.name)) return;
    const claims = claimsOf(d);
    if (!(await records.get(claims, INDEXED))) {
      for (const item of await records.list(d.name)) {
        const key = keyOf(d, item)!;
        await records.create(claims, claimFor(item.id, key, String(item.createdAt ?? ''), 1));
      }
      await records.put(claims, { id: INDEXED, at: now().toISOString() });
    }
    indexed.add(d.name);
  };

  /** The key of whoever holds `claim` still, or undefined when it is free to take. */
  const holder = async (d: ResourceDefinition, claim: Item) => {
    const item = await records.get(d.name, String(claim.record));
    if (item) {
      const key = keyOf(d, item)!;
      return skeleton(key) === skeleton(String(claim.key)) ? key : undefined;
    }
    const pending = now().getTime() - Date.parse(String(claim.at)) < PENDING_MS;
    return pending ? String(claim.key) : undefined;
  };

  const release = async (d: ResourceDefinition, key: string, id: string) => {
    const claim = await records.get(claimsOf(d), keyId(skeleton(key)));
    if (claim?.record === id) await records.remove(claimsOf(d), claim.id, Number(claim.version));
  };

  /**
   * Claims `key`'s skeleton for the record `id`: a 409 when another record's key is the same
   * or looks the same. Answers how to give the claim back (when the write fails).
   */
  const claim = async (
    d: ResourceDefinition,
    key: string,
    id: string,
    { from, refuse = true }: ClaimOptions = {},
  ) => {
    await ensureIndexed(d);
    const claims = claimsOf(d);
    const fresh = claimFor(id, key, now().toISOString(), 1);
    const taken = { undo: async () => release(d, key, id) };
    for (let race = 0; race < RACES; race++) {
      if (await records.create(claims, fresh)) return taken;
      const held = await records.get(claims, fresh.id);
      if (!held) continue;
      const next = { ...fresh, version: Number(held.version) + 1 };
      const holding = held.record === from ? undefined : await holder(d, held);
      if (holding !== undefined) {
        if (holding === key) throw keyTaken(d, key);
        if (refuse) throw lookAlike(d, holding);
        return { undo: async () => {} };
      }
      if (await records.replace(claims, next, Number(held.version))) return taken;
    }
    throw conflict(`Another ${d.labels.one} was being saved at the same moment. Please try again.`);
  };

  return {
    release,

    /** Writes a record under `key`, its skeleton claimed first and given back if the write fails. */
    async during<T>(
      d: ResourceDefinition,
      key: string | undefined,
      id: string,
      write: () => Promise<T>,
      options?: ClaimOptions,
    ) {
      const claimed = key === undefined ? undefined : await claim(d, key, id, options);
      try {
        return await write();
      } catch (error) {
        await claimed?.undo();
        throw error;
      }
    },

    /** Moves a record to another key (`move` does it): the new key claimed, the old let go. */
    async move(
      d: ResourceDefinition,
      from: Item,
      to: Item,
      move: () => Promise<Item>,
      options?: ClaimOptions,
    ) {
      const [before, after] = [keyOf(d, from)!, keyOf(d, to)!];
      const same = skeleton(before) === skeleton(after);
      const claimed = await claim(d, after, to.id, { ...options, from: from.id });
      try {
        const moved = await move();
        if (!same) await release(d, before, from.id);
        return moved;
      } catch (error) {
        // The record stayed at its old key, and takes its claim back. Should that fail too, the
        // claim names a record that is not there, and the next look-alike may take it.
        if (same) await claim(d, before, from.id, { from: to.id, refuse: false }).catch(() => {});
        else await claimed.undo();
        throw error;
      }
    },
  };
};

export type LookAlikeKeys = ReturnType<typeof lookAlikeKeys>;
