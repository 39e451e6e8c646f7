import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BSON, EJSON } from 'bson';
import {
  about,
  achievement,
  advertisement,
  advisor,
  certificate,
  counter,
  event,
  footer,
  service,
  slider,
  subEvent,
  team,
  testimonial,
  upperHeader,
  type ResourceDefinition,
} from '@club/model';

/**
 * The old server's mongoose models (server/Models/ in the old repository), by the collection
 * mongoose stored each in: the model's name in lower case, made plural.
 */
export const OLD_COLLECTIONS: ReadonlyMap<ResourceDefinition, string> = new Map<
  ResourceDefinition,
  string
>([
  [upperHeader, 'uperheaders'],
  [team, 'teams'],
  [achievement, 'achives'],
  [certificate, 'certificates'],
  [event, 'events'],
  [subEvent, 'subevents'],
  [advisor, 'advisorforevents'],
  [counter, 'countdowns'],
  [about, 'abouts'],
  [testimonial, 'testimonials'],
  [service, 'services'],
  [footer, 'footers'],
  [slider, 'sliders'],
  [advertisement, 'advertisements'],
]);

/** The old administrator, whose password the old server kept in plain text: never brought over. */
export const OLD_ADMIN_COLLECTION = 'admins';

export type OldDocument = Record<string, unknown>;

/** `mongodump` writes one BSON document after another, each starting with its length. */
const readBson = (bytes: Uint8Array): OldDocument[] => {
  const documents: OldDocument[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at < bytes.byteLength;) {
    const length = view.getInt32(at, true);
    if (length < 5 || at + length > bytes.byteLength)
      throw new Error(`ends in the middle of a document (at byte ${at})`);
    documents.push(BSON.deserialize(bytes.subarray(at, at + length), { promoteValues: true }));
    at += length;
  }
  return documents;
};

/**
 * `mongoexport` writes one document per line, or a JSON array with --jsonArray; either way
 * extended JSON ({"$oid": ...}), which EJSON reads back into ObjectIds and dates.
 */
const readJson = (text: string): OldDocument[] => {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) return EJSON.parse(trimmed, { relaxed: false }) as OldDocument[];
  return trimmed
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => EJSON.parse(line, { relaxed: false }) as OldDocument);
};

/** mongodump puts a database's files in a folder named after it: look one level down too. */
const dumpFolder = (from: string) => {
  const here = readdirSync(from);
  const holds = (names: string[]) => names.some((n) => /\.(bson|json)$/.test(n));
  if (holds(here)) return from;
  const below = here
    .map((name) => join(from, name))
    .filter((path) => statSync(path).isDirectory() && holds(readdirSync(path)));
  if (below.length === 1) return below[0]!;
  if (below.length > 1)
    throw new Error(
      `${from} holds more than one database (${below.join(', ')}). Give the folder of the club's one with --from.`,
    );
  throw new Error(
    `${from} holds no .bson or .json files. Give the folder mongodump or mongoexport wrote.`,
  );
};

export interface OldDump {
  folder: string;
  /** The documents of a collection; undefined when the dump has no file for it. */
  documents(collection: string): OldDocument[] | undefined;
  /** The files of the dump no collection of the old site explains. */
  unknown: string[];
}

/** The dump in `from`: `<collection>.bson` (mongodump) or `<collection>.json` (mongoexport). */
export const readOldDump = (from: string): OldDump => {
  if (!existsSync(from) || !statSync(from).isDirectory())
    throw new Error(`There is no folder ${from}. Give the dump's folder with --from.`);
  const folder = dumpFolder(from);
  const known = new Set([...OLD_COLLECTIONS.values(), OLD_ADMIN_COLLECTION]);
  const names = readdirSync(folder);
  return {
    folder,
    documents(collection) {
      const bson = join(folder, `${collection}.bson`);
      const json = join(folder, `${collection}.json`);
      try {
        if (existsSync(bson)) return readBson(readFileSync(bson));
        if (existsSync(json)) return readJson(readFileSync(json, 'utf8'));
      } catch (error) {
        throw new Error(
          `${collection} in ${folder} could not be read: ${(error as Error).message}. Nothing was imported from it.`,
          { cause: error },
        );
      }
      return undefined;
    },
    unknown: names.filter((name) => {
      const match = /^(.+)\.(bson|json)$/.exec(name);
      return match !== null && !known.has(match[1]!);
    }),
  };
};
