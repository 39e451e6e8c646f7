/**
 * The Content-Range header of a console list, `team 0-9/42`: the console (ra-data-simple-rest)
 * reads the number of records from it, and shows no list without it.
 */
export interface ContentRange {
  resource: string;
  first: number;
  last: number;
  total: number;
}

const FORM = /^([a-z][a-z0-9-]*) (\d+)-(\d+)\/(\d+)$/i;

/** The header's parts, or undefined when it is missing or not of the form `<resource> a-b/total`. */
export const parseContentRange = (header: string | null | undefined): ContentRange | undefined => {
  const parts = FORM.exec((header ?? '').trim());
  if (!parts) return undefined;
  const [, resource, first, last, total] = parts;
  const range = {
    resource: resource!,
    first: Number(first),
    last: Number(last),
    total: Number(total),
  };
  // An empty list is `team 0-0/0` (functions/src/routes/rest.ts): last may equal first, never precede it.
  return range.last < range.first ? undefined : range;
};
