import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
import { readCollection, type OldCollection } from './old-dump-files.js';

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

export type { OldCollection, OldDocument } from './old-dump-files.js';

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
  /** A collection's documents; undefined when the dump has no file for it. */
  documents(collection: string): OldCollection | undefined;
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
      if (existsSync(bson)) return readCollection(bson, 'bson');
      if (existsSync(json)) return readCollection(json, 'json');
      return undefined;
    },
    unknown: names.filter((name) => {
      const match = /^(.+)\.(bson|json)$/.exec(name);
      return match !== null && !known.has(match[1]!);
    }),
  };
};
