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

const KB = 1024;
const MB = KB * KB;
const GB = MB * KB;

/** One decimal at most, rounded up: a file just over a 20 MB limit is '20.1 MB', never '20 MB'. */
const upToTenths = (n: number) => String(Math.ceil(n * 10) / 10);

/** A file's size as people say it: '640 KB', '20 MB', '1.5 GB'. */
export const sizeText = (bytes: number) =>
  bytes >= GB
    ? `${upToTenths(bytes / GB)} GB`
    : bytes >= MB
      ? `${upToTenths(bytes / MB)} MB`
      : `${Math.ceil(bytes / KB)} KB`;
