import { resources } from './catalog.js';
import type { Field } from './fields.js';
import { fieldEntries, type ResourceDefinition } from './resource.js';

const definitionOf = (name: string) => resources.find((r) => r.name === name);

/**
 * When this resource and the one a field refers to both point at the same parent, a record
 * refers to a target only if they share that parent too: an advisor's sub-event is the one
 * with that header *in the advisor's event*, because sub-event.eventName and
 * advisor.mainevent both name an event (spec §3 and §5).
 */
export const narrowingOf = (definition: ResourceDefinition, field: Field) => {
  const target = field.refersTo && definitionOf(field.refersTo.resource);
  if (!target) return undefined;
  for (const [theirField, their] of fieldEntries(target)) {
    const parent = their.refersTo;
    if (!parent) continue;
    const own = fieldEntries(definition).find(
      ([, f]) => f.refersTo?.resource === parent.resource && f.refersTo.field === parent.field,
    );
    if (own) return { ownField: own[0], theirField };
  }
  return undefined;
};

/** A field of one resource that names a record of another by its title (spec §3). */
export interface Reference {
  from: ResourceDefinition;
  field: string;
  /** The target's field whose value the referring field holds. */
  targetField: string;
  narrowing?: { ownField: string; theirField: string };
}

/** Every field of every resource that refers to records of `target`. */
export const referencesTo = (target: ResourceDefinition): Reference[] =>
  resources.flatMap((from) =>
    fieldEntries(from).flatMap(([field, f]) =>
      f.refersTo?.resource === target.name
        ? [{ from, field, targetField: f.refersTo.field, narrowing: narrowingOf(from, f) }]
        : [],
    ),
  );

type Values = Record<string, unknown>;

/** Whether `record` (of `reference.from`) refers to `target`. */
export const refersTo = (reference: Reference, record: Values, target: Values) =>
  record[reference.field] === target[reference.targetField] &&
  (!reference.narrowing ||
    record[reference.narrowing.ownField] === target[reference.narrowing.theirField]);

/**
 * The values a referring record takes so that it still refers to `target` after `target`
 * changed from `before` to `after` (a renamed event, a sub-event moved to another event).
 */
export const followedValues = (reference: Reference, after: Values): Values => ({
  [reference.field]: after[reference.targetField],
  ...(reference.narrowing
    ? { [reference.narrowing.ownField]: after[reference.narrowing.theirField] }
    : {}),
});
