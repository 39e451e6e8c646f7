import { fieldEntries, resourceByName, type Field, type ResourceDefinition } from '@club/model';

/**
 * When this resource and the one a field refers to both point at the same parent, the
 * choices narrow to the chosen parent's: an advisor's sub-event must belong to the advisor's
 * event, because sub-event.eventName and advisor.mainevent both name an event (spec §5).
 */
export const narrowingOf = (definition: ResourceDefinition, field: Field) => {
  const target = field.refersTo && resourceByName(field.refersTo.resource);
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

export interface Choice {
  id: string;
  name: string;
}

/** The distinct titles to choose from, keeping the current value even if its record is gone. */
export const titleChoices = (
  records: readonly Record<string, unknown>[],
  titleField: string,
  current: unknown,
): Choice[] => {
  const titles = new Set(
    records.map((record) => record[titleField]).filter((t): t is string => typeof t === 'string'),
  );
  if (typeof current === 'string' && current) titles.add(current);
  return [...titles].map((title) => ({ id: title, name: title }));
};
