import type { ResourceDefinition } from '@club/model';

/** 'team member' → 'team members', 'about entry' → 'about entries'. */
export const pluralOf = (one: string) =>
  /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : `${one}s`;

/** '1 service', '3 services', '0 about entries'. */
export const counted = (n: number, one: string) => `${n} ${n === 1 ? one : pluralOf(one)}`;

/** The records of a resource, in a sentence: 'team members'. */
export const recordsOf = (d: ResourceDefinition) => pluralOf(d.labels.one);

/** A sentence's first word: 'Team members'. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
