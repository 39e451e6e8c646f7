import {
  fieldEntries,
  followedValues,
  referencesTo,
  refersTo,
  resourceByName,
  type Reference,
  type ResourceDefinition,
  withFormerTitles,
} from '@club/model';
import { conflict } from '../errors.js';
import type { Item, RecordStore } from '../ports.js';

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

  /** Points one referring record at `after`; answers the record before and after, if it did. */
  const follow = async (reference: Reference, referrer: Item, after: Item) => {
    let current: Item | undefined = referrer;
    for (let attempt = 0; current && attempt < ATTEMPTS; attempt++) {
      const version = Number(current.version);
      // A sub-event that follows its event's new title moves to a new address: it remembers
      // the one it had, as a rename of its own would.
      const moved: Item = withFormerTitles(reference.from, current, {
        ...current,
        ...followedValues(reference, after),
        version: version + 1,
        updatedAt: now().toISOString(),
      });
      if (await records.replace(reference.from.name, moved, version))
        return { d: reference.from, before: current, after: moved };
      current = await records.get(reference.from.name, referrer.id);
    }
    return undefined;
  };

  /** The reference a field of `d` makes, if it names another record. */
  const referenceOf = (d: ResourceDefinition, field: string) => {
    const target = resourceByName(d.fields[field]?.refersTo?.resource ?? '');
    const reference =
      target && referencesTo(target).find((r) => r.from.name === d.name && r.field === field);
    return target && reference && { target, reference };
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

    /**
     * After `before` became `after`, points every record that named `before` at `after`;
     * answers each record it changed, before and after, for their history.
     */
    async followChange(target: ResourceDefinition, before: Item, after: Item) {
      const changed = referencesTo(target).some(
        (reference) =>
          before[reference.targetField] !== after[reference.targetField] ||
          (reference.narrowing &&
            before[reference.narrowing.theirField] !== after[reference.narrowing.theirField]),
      );
      if (!changed) return [];
      const followed = [];
      for (const { reference, items } of await referrers(target, before))
        followed.push(...(await Promise.all(items.map((item) => follow(reference, item, after)))));
      return followed.filter((f) => f !== undefined);
    },

    /**
     * Refuses (409) to bring back a record that names one no longer there: a sub-event whose
     * event was deleted since, an advisor whose sub-event was renamed. The site would show it
     * nowhere, and the console could not move it.
     */
    async refuseIfOrphan(d: ResourceDefinition, values: Record<string, unknown>) {
      for (const [field] of fieldEntries(d)) {
        const found = referenceOf(d, field);
        if (!found || !values[field]) continue;
        const { target, reference } = found;
        const targets = await records.list(target.name);
        if (targets.some((t) => refersTo(reference, values, t))) continue;
        const parent = reference.narrowing?.ownField;
        const within = parent
          ? ` in the ${d.fields[parent]!.label.toLowerCase()} '${String(values[parent])}'`
          : '';
        throw conflict(
          `The ${target.labels.one} '${String(values[field])}'${within} that this ${d.labels.one} belongs to no longer exists. Restore or add it first, then restore this ${d.labels.one}.`,
        );
      }
    },
  };
};

export type ReferenceRules = ReturnType<typeof referenceRules>;
