import {
  CONTACT_STATUSES,
  contactMessage,
  contentResources,
  fieldEntries,
  fileFields,
  inputSchema,
  narrowingOf,
  resourceByName,
  restPath,
  type Field,
  type ResourceDefinition,
} from '@club/model';
import { buildDeps, readConfig } from '@club/functions';
import { BUCKET, TABLE } from '@club/local';
import { send, totalOf } from './client.js';
import type { Target } from './figures.js';
import { pngBytes } from '@club/testkit';

export type Item = Record<string, unknown> & { id: string; version: number };

const PAGE = 100;

/** Every record of a resource, read page by page through the REST face, as the console reads. */
export const readAll = async (target: Target, d: ResourceDefinition, cookie?: string) => {
  const items: Item[] = [];
  for (let start = 0; ; start += PAGE) {
    const answer = await send(target, {
      path: `${restPath(d)}?range=${encodeURIComponent(JSON.stringify([start, start + PAGE - 1]))}`,
      cookie,
    });
    const total = totalOf(answer);
    const page = answer.json as Item[];
    items.push(...page);
    if (page.length === 0 || items.length >= total) return items;
  }
};

/** Every record the API holds, content and messages, by resource name: what a check compares before and after. */
export const snapshot = async (target: Target, cookie: string) => {
  const all = await Promise.all(
    [...contentResources, contactMessage].map(async (d) => {
      const items = await readAll(target, d, cookie);
      items.sort((a, b) => a.id.localeCompare(b.id));
      return [d.name, JSON.stringify(items)] as const;
    }),
  );
  return new Map(all);
};

/** The resources whose records differ between two snapshots. */
export const changedResources = (before: Map<string, string>, after: Map<string, string>) =>
  [...before.keys()].filter((name) => before.get(name) !== after.get(name));

const VALID: Record<Field['kind'], string | number | undefined> = {
  text: 'Hardening',
  longText: 'Checked by the hardening suite.',
  email: 'member@club.test',
  url: 'https://example.org/club',
  whatsapp: '01712345678',
  count: 42,
  year: '2025',
  date: '2030-06-30',
  icon: 'fa fa-laptop',
  links: 'https://example.org/register',
  image: undefined,
  media: undefined,
};

/**
 * Text fields a create accepts for `d`: each kind's plain value, `tag` in the texts (so a
 * certificate's code is new), and references naming records that exist in `related`.
 */
export const validFields = (
  d: ResourceDefinition,
  related: Map<string, Item[]>,
  tag: string,
): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  for (const [name, f] of fieldEntries(d)) {
    const value = VALID[f.kind];
    if (f.derived || value === undefined) continue;
    values[name] = f.kind === 'text' ? `${value} ${tag}` : value;
  }
  // Narrowed references last: they set the field they are narrowed by too.
  const refs = fieldEntries(d)
    .filter(([, f]) => f.refersTo)
    .sort(([, a], [, b]) => Number(!!narrowingOf(d, a)) - Number(!!narrowingOf(d, b)));
  for (const [name, f] of refs) {
    const target = related.get(f.refersTo!.resource)?.[0];
    if (!target) throw new Error(`No ${f.refersTo!.resource} to refer to from ${d.name}.${name}`);
    values[name] = String(target[f.refersTo!.field]);
    const narrowing = narrowingOf(d, f);
    if (narrowing) values[narrowing.ownField] = String(target[narrowing.theirField]);
  }
  return values;
};

/** The records other resources refer to (events, sub-events), for `validFields`. */
export const relatedRecords = async (target: Target) => {
  const names = new Set(
    contentResources.flatMap((d) => fieldEntries(d).flatMap(([, f]) => f.refersTo?.resource ?? [])),
  );
  const lists = await Promise.all(
    [...names].map(async (name) => [name, await readAll(target, resourceByName(name)!)] as const),
  );
  return new Map(lists);
};

let smallPicture: Promise<Buffer> | undefined;

/** A create as the old site's add forms send it: the text fields, and a small picture in each file field. */
export const validForm = async (
  d: ResourceDefinition,
  related: Map<string, Item[]>,
  tag: string,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(validFields(d, related, tag)))
    form.append(name, String(value));
  const picture = await (smallPicture ??= pngBytes(64, 64));
  for (const name of fileFields(d))
    form.append(name, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
  return form;
};

const META = ['id', 'version', 'createdAt', 'updatedAt'];
/**
 * What the API keeps on a record besides its fields: a certificate's signed credential and its
 * status bit, its revocation, and its delivery to the student ("Send to recipient").
 */
const KEPT_BY_THE_API: Record<string, string[]> = {
  certificate: ['credential', 'credentialBasis', 'statusIndex', 'revoked', 'delivery'],
};
// A stored file is named by the API: letters, digits, hyphens, one extension.
const STORED_FILE = /^[\w-]+\.[a-z0-9]+$/i;
const MOMENT = (v: unknown) => v === '' || (typeof v === 'string' && !Number.isNaN(Date.parse(v)));

/**
 * What is wrong with a stored record, judged by the model: every editable field as the
 * model's schema accepts and leaves it, derived fields as derived, file fields naming a
 * stored file, and no key the model does not know. Undefined when it is sound.
 */
export const problemWith = (d: ResourceDefinition, item: Item): string | undefined => {
  const known = new Set([...META, ...(KEPT_BY_THE_API[d.name] ?? []), ...Object.keys(d.fields)]);
  const unknown = Object.keys(item).filter((key) => !known.has(key));
  if (unknown.length > 0) return `unknown keys ${unknown.map((k) => JSON.stringify(k)).join(', ')}`;
  if (!Number.isSafeInteger(item.version) || item.version < 1) return `version ${item.version}`;
  const parsed = inputSchema(d).safeParse(item);
  if (!parsed.success) return parsed.error.issues.map((i) => i.message).join(' ');
  for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>))
    if (value !== item[name])
      return `${name} is stored unnormalised: ${JSON.stringify(item[name])}`;
  for (const name of fileFields(d)) {
    const value = item[name];
    const required = d.fields[name]!.required;
    if (!(typeof value === 'string' && (STORED_FILE.test(value) || (!required && value === ''))))
      return `${name} names no stored file: ${JSON.stringify(value)}`;
  }
  if (d === contactMessage) {
    if (!(CONTACT_STATUSES as readonly unknown[]).includes(item.status))
      return `status ${JSON.stringify(item.status)}`;
    if (!MOMENT(item.readAt) || !MOMENT(item.handledAt)) return 'readAt or handledAt is no moment';
  } else if (d.derive) {
    for (const [name, value] of Object.entries(d.derive(item)))
      if (value !== item[name]) return `${name} is not derived from the other fields`;
  }
  return undefined;
};

/**
 * The stack's table itself, through the API's own storage adapter, for what no API call does
 * (a session that has expired). Only the checks' fixtures use it; every verdict goes over HTTP.
 */
export const tableOf = (target: Target) => {
  if (!target.dynamodbEndpoint) throw new Error('This check needs the stack’s DynamoDB address.');
  return buildDeps(
    readConfig({
      TABLE_NAME: TABLE,
      UPLOADS_BUCKET: BUCKET,
      DYNAMODB_ENDPOINT: target.dynamodbEndpoint,
      ...(target.s3Endpoint ? { S3_ENDPOINT: target.s3Endpoint } : {}),
    }),
  ).records;
};
