import { z } from 'zod';
import { defaultSort, fieldEntries, type ResourceDefinition } from '@club/model';
import type { Item } from './ports.js';
import { invalid } from './errors.js';

/** react-admin's list parameters, already JSON-parsed by the route. */
export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Record<string, unknown>;
}

const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} is not valid JSON.` });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional();

export const listQuerySchema = z.object({
  sort: jsonParam(z.tuple([z.string(), z.enum(['ASC', 'DESC'])]), 'sort'),
  range: jsonParam(
    z
      .tuple([z.number().int().min(0), z.number().int().min(0)])
      .refine(([a, b]) => b >= a, 'range end is before its start.'),
    'range',
  ),
  filter: jsonParam(z.record(z.string(), z.unknown()), 'filter'),
});

const META_FIELDS = ['id', 'createdAt', 'updatedAt'];

const matches = (d: ResourceDefinition, item: Item, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const needle = String(wanted).toLowerCase();
      return fieldEntries(d).some(([name]) =>
        String(item[name] ?? '')
          .toLowerCase()
          .includes(needle),
      );
    }
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(item[key]));
    return String(item[key]) === String(wanted);
  });

/** Filters, sorts and pages records in memory: every collection is small (tens of records). */
export const applyListQuery = (d: ResourceDefinition, items: Item[], query: ListQuery) => {
  const known = new Set([...Object.keys(d.fields), ...META_FIELDS]);
  const filter = query.filter ?? {};
  const unknownKey = Object.keys(filter).find((k) => k !== 'q' && !known.has(k));
  if (unknownKey) throw invalid({ filter: `Cannot filter ${d.labels.many} by '${unknownKey}'.` });
  const [sortField, order] = query.sort ?? defaultSort(d);
  if (!known.has(sortField))
    throw invalid({ sort: `Cannot sort ${d.labels.many} by '${sortField}'.` });

  const direction = order === 'DESC' ? -1 : 1;
  const compare = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
  // Records added in the same millisecond (the demo seed) still keep one order: by id.
  const tieBreakers = [sortField, 'createdAt', 'id'];
  const selected = items
    .filter((item) => matches(d, item, filter))
    .sort((a, b) => {
      for (const field of tieBreakers) {
        const result = compare(String(a[field] ?? ''), String(b[field] ?? ''));
        if (result) return direction * result;
      }
      return 0;
    });
  const [start, end] = query.range ?? [0, Math.max(selected.length - 1, 0)];
  return { page: selected.slice(start, end + 1), start, total: selected.length };
};
