import * as z from 'zod';
import { defaultSort, fieldEntries, singleLineText, type ResourceDefinition } from '@club/model';
import type { Item } from '../ports.js';
import { invalid } from '../errors.js';

/** react-admin's list parameters, already JSON-parsed by the route. */
export interface ListQuery {
  sort?: [string, 'ASC' | 'DESC'];
  /** First and last position, inclusive; [n, n - 1] asks for no record, only the total. */
  range?: [number, number];
  filter?: Record<string, unknown>;
}

/** One page of a list, and how many records the whole list holds. */
export interface ListPage {
  page: Item[];
  start: number;
  total: number;
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
      .tuple([z.number().int().min(0), z.number().int().min(-1)])
      // react-admin asks for a page of 0 records as [0, -1]: the dashboard wants only the total.
      .refine(([a, b]) => b >= a - 1, 'range end is before its start.'),
    'range',
  ),
  filter: jsonParam(z.record(z.string(), z.unknown()), 'filter'),
});

const META_FIELDS = ['id', 'createdAt', 'updatedAt'];

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The lists' order of texts: numbers within text by value, case ignored. Texts that differ
 * only in case then go by code unit, so that every order is total and the same everywhere.
 */
export const compareText = (a: string, b: string) =>
  collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** Refuses (400) a sort or filter by a field the resource does not have, before anything is read. */
export const checkListQuery = (d: ResourceDefinition, query: ListQuery) => {
  const known = new Set([...Object.keys(d.fields), ...META_FIELDS]);
  const filter = query.filter ?? {};
  const unknownKey = Object.keys(filter).find((k) => k !== 'q' && !known.has(k));
  if (unknownKey) throw invalid({ filter: `Cannot filter ${d.labels.many} by '${unknownKey}'.` });
  const [sortField, order] = query.sort ?? defaultSort(d);
  if (!known.has(sortField))
    throw invalid({ sort: `Cannot sort ${d.labels.many} by '${sortField}'.` });
  return { sortField, order, filter };
};

/** The positions a range takes from a list of `total` records: [start, end), empty past the end. */
export const rangeOf = (range: ListQuery['range'], total: number): [number, number] => {
  const [start, last] = range ?? [0, total - 1];
  return [start, Math.max(start, Math.min(last + 1, total))];
};

const matches = (d: ResourceDefinition, item: Item, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const needle = singleLineText(String(wanted)).toLowerCase();
      return fieldEntries(d).some(([name]) =>
        singleLineText(String(item[name] ?? ''))
          .toLowerCase()
          .includes(needle),
      );
    }
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(item[key]));
    return String(item[key]) === String(wanted);
  });

/** Filters, sorts and pages records in memory. */
export const applyListQuery = (
  d: ResourceDefinition,
  items: Item[],
  query: ListQuery,
): ListPage => {
  const { sortField, order, filter } = checkListQuery(d, query);
  const direction = order === 'DESC' ? -1 : 1;
  // Records added in the same millisecond (the demo seed) still keep one order: by id.
  const tieBreakers = [sortField, 'createdAt', 'id'];
  const selected = items
    .filter((item) => matches(d, item, filter))
    .sort((a, b) => {
      for (const field of tieBreakers) {
        const result = compareText(String(a[field] ?? ''), String(b[field] ?? ''));
        if (result) return direction * result;
      }
      return 0;
    });
  const [start, end] = rangeOf(query.range, selected.length);
  return { page: selected.slice(start, end), start, total: selected.length };
};
