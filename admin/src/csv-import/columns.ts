import { fieldEntries, type ResourceDefinition } from '@club/model';
import { headingKey } from '../csv/csv-file';

/**
 * The columns an import reads: every field a person fills in (a file by its name in the ZIP),
 * in the form's order; not those the site derives (a certificate's code).
 */
export const importColumns = (d: ResourceDefinition) =>
  fieldEntries(d)
    .filter(([, f]) => !f.derived)
    .map(([name]) => name);

export const isRequiredColumn = (d: ResourceDefinition, name: string) =>
  d.fields[name]?.required === true;

/** The name the console shows for a column ('University' for univarsity). */
export const columnLabel = (d: ResourceDefinition, name: string) => d.fields[name]?.label ?? name;

/**
 * Heading → field. A column may carry the field's name (as an export heads it) or the label the
 * console shows for it, so 'univarsity' and the friendlier 'University' are one column.
 * `aliases` adds other words people use for a column ('picture' for a certificate's image).
 */
export const headingLookup = (
  d: ResourceDefinition,
  aliases: Record<string, readonly string[]> = {},
): ReadonlyMap<string, string> =>
  new Map(
    importColumns(d).flatMap((name) =>
      [name, columnLabel(d, name), ...(aliases[name] ?? [])].map(
        (heading) => [headingKey(heading), name] as const,
      ),
    ),
  );
