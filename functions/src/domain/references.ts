import {
  followedValues,
  referencesTo,
  refersTo,
  type Reference,
  type ResourceDefinition,
} from '@club/model';
import { conflict } from './errors.js';
import type { Item, RecordStore } from './ports.js';

const quoted = (items: Item[], d: ResourceDefinition) =>
  items.map((item) => `'${String(item[d.titleField] ?? item.id)}'`).join(', ');

// A referring record edited meanwhile is read again; past this many tries the edit wins.
const ATTEMPTS = 3;

/**
 * Sub-events and advisors name their event (and sub-event) by title, as the legacy calls and
 * the public pages read them. These rules keep those names true: a rename is carried to every
 * record that used the old name, and a record that others still name cannot be deleted.
 */
export const referenceRules = (records: RecordStore, now: () => Date) => {
  const referrers = async (target: ResourceDefinition, item: Item) =>
    Promise.all(
      referencesTo(target).map(async (reference) => ({
        reference,
        items: (await records.list(reference.from.name)).filter((r) =>
          refersTo(reference, r, item),
        ),
      })),
    );

  const follow = async (reference: Reference, referrer: Item, after: Item) => {
    let current: Item | undefined = referrer;
    for (let attempt = 0; current && attempt < ATTEMPTS; attempt++) {
      const version = Number(current.version);
      const moved: Item = {
        ...current,
        ...followedValues(reference, after),
        version: version + 1,
        updatedAt: now().toISOString(),
      };
      if (await records.replace(reference.from.name, moved, version)) return;
      current = await records.get(reference.from.name, referrer.id);
    }
  };

  return {
    /** Refuses (409) to delete a record that others name, naming them so they can be found. */
    async refuseIfNamed(target: ResourceDefinition, item: Item) {
      const found = (await referrers(target, item)).filter(({ items }) => items.length > 0);
      if (found.length === 0) return;
      const what = found
        .map(({ reference, items }) => {
          const noun = items.length === 1 ? reference.from.labels.one : reference.from.labels.many;
          return `the ${noun.toLowerCase()} ${quoted(items, reference.from)}`;
        })
        .join(' and ');
      const title = String(item[target.titleField] ?? '');
      throw conflict(
        `The ${target.labels.one} '${title}' still has ${what}. Delete them or move them to another ${target.labels.one} first.`,
      );
    },

    /** After `before` became `after`, points every record that named `before` at `after`. */
    async followChange(target: ResourceDefinition, before: Item, after: Item) {
      const changed = referencesTo(target).some(
        (reference) =>
          before[reference.targetField] !== after[reference.targetField] ||
          (reference.narrowing &&
            before[reference.narrowing.theirField] !== after[reference.narrowing.theirField]),
      );
      if (!changed) return;
      for (const { reference, items } of await referrers(target, before)) {
        await Promise.all(items.map((item) => follow(reference, item, after)));
      }
    },
  };
};
