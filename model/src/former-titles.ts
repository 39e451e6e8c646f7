import type { ResourceDefinition } from './resource.js';

/**
 * How many former titles a record remembers. Links shared long ago after many renames may stop
 * working; the list cannot grow without end, and each one is a page published at every change.
 */
export const FORMER_TITLES_KEPT = 20;

/**
 * The stored field with a record's former titles. The service keeps it: no form shows it, and
 * a value a client sends is ignored (only the model's fields are read from a form).
 */
export const FORMER_TITLES_FIELD = 'formerTitles';

/**
 * What a record was once found by: the values its address fields had then, e.g. an event's
 * `{ title: 'Robo Fest' }` or a sub-event's `{ eventName: 'Robo Fest', header: 'Line Race' }`.
 */
export type FormerTitle = Readonly<Record<string, string>>;

type Stored = Readonly<Record<string, unknown>>;

const titleOf = (d: ResourceDefinition, item: Stored): FormerTitle =>
  Object.fromEntries((d.addressFields ?? []).map((f) => [f, String(item[f] ?? '')]));

// Field by field: a map read back from the table need not keep the order it was written in.
const sameTitle = (d: ResourceDefinition, a: FormerTitle, b: FormerTitle) =>
  (d.addressFields ?? []).every((f) => a[f] === b[f]);

const isTitle = (d: ResourceDefinition, value: unknown): value is FormerTitle =>
  typeof value === 'object' &&
  value !== null &&
  (d.addressFields ?? []).every((f) => typeof (value as Stored)[f] === 'string');

/** The former titles a stored record remembers, oldest first. */
export const formerTitlesOf = (d: ResourceDefinition, item: Stored): FormerTitle[] => {
  const stored = item[FORMER_TITLES_FIELD];
  return Array.isArray(stored)
    ? stored.filter((t) => isTitle(d, t)).map((t) => titleOf(d, t as Stored))
    : [];
};

/**
 * The former titles of a record that was `before` and is now `after`, oldest first: its
 * title before joins them when it changed; the title it has now leaves them (renamed back, a
 * title is its own again); each is kept once, at its latest place; only the last
 * FORMER_TITLES_KEPT stay. A title with an empty part was never an address, so it is not kept.
 */
export const formerTitlesAfter = (
  d: ResourceDefinition,
  before: Stored,
  after: Stored,
): FormerTitle[] => {
  const now = titleOf(d, after);
  const all = [...formerTitlesOf(d, before), titleOf(d, before)].filter(
    (t) => !sameTitle(d, t, now) && Object.values(t).every((v) => v !== ''),
  );
  const once = all.filter((t, at) => !all.slice(at + 1).some((later) => sameTitle(d, t, later)));
  return once.slice(-FORMER_TITLES_KEPT);
};

/**
 * `after` with its former titles, for a record whose address is made of its fields (events,
 * sub-events); any other record as it is.
 */
export const withFormerTitles = <T extends Stored>(
  d: ResourceDefinition,
  before: Stored,
  after: T,
): T =>
  d.addressFields?.length
    ? { ...after, [FORMER_TITLES_FIELD]: formerTitlesAfter(d, before, after) }
    : after;
