import {
  fieldEntries,
  referencesTo,
  refersTo,
  resourceByName,
  singleLineText,
  type ResourceDefinition,
} from '@club/model';

/** The records a file's references are checked against, by resource name. */
export type ReferenceTargets = Readonly<Record<string, readonly Record<string, unknown>[]>>;

/** The resources whose records `d` names by title (a sub-event's event). */
export const referencedResources = (d: ResourceDefinition): string[] => [
  ...new Set(fieldEntries(d).flatMap(([, f]) => (f.refersTo ? [f.refersTo.resource] : []))),
];

/**
 * What a row names that does not exist, with the rule the server and the console's forms
 * follow (the model's `refersTo`): a sub-event's event must be an event's title, and an
 * advisor's sub-event one of that event's sub-events.
 */
export const referenceProblems = (
  d: ResourceDefinition,
  values: Record<string, string>,
  targets: ReferenceTargets,
): string[] => {
  // As the server keeps a title: one form for each letter, no hidden characters, single spaces.
  const stored = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, singleLineText(v).trim()]),
  );
  const problems: string[] = [];
  for (const [field, f] of fieldEntries(d)) {
    const target = f.refersTo && resourceByName(f.refersTo.resource);
    const reference =
      target && referencesTo(target).find((r) => r.from.name === d.name && r.field === field);
    if (!target || !reference || !values[field]) continue;
    if ((targets[target.name] ?? []).some((t) => refersTo(reference, stored, t))) continue;
    const parent = reference.narrowing?.ownField;
    const within = parent ? ` of ${d.fields[parent]!.label} '${values[parent]}'` : '';
    problems.push(
      `${f.label} '${values[field]}' names no ${target.labels.one}${within}: add it first, or check the spelling.`,
    );
  }
  return problems;
};
