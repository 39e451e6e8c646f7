import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  bsonDocument,
  extendedJson,
  nestedValue,
  objectIdAt,
  type OldFields,
} from './bson-bytes.js';
import { pngBytes } from './media.js';

/**
 * The old site's dump and Upload folder as an attacker who could write to the old database
 * would leave them: pictures named by paths out of the folder, links out of it, a device and
 * a pipe where a picture should be, values no text can be made of, a document nested thousands
 * deep, one BSON cannot read, and a collection's file cut short. One good team member beside
 * them must still come over, with its picture.
 */
export interface HostileDump {
  dump: string;
  uploads: string;
  /** Files outside the Upload folder that the dump names: none may be read. */
  outside: string[];
  /** The team members that must come over, by name, and those that must not, by _id. */
  imported: string[];
  skipped: string[];
  /** The one team member whose picture must come over. */
  withPicture: string;
}

/** Everything inside `root`: the dump in `format` (mongodump .bson or mongoexport .json). */
export const writeHostileDump = async (
  root: string,
  format: 'bson' | 'json',
  /** Which attacks: on the uploads folder, on the reading of the documents, or both. */
  parts: { pictures?: boolean; documents?: boolean } = { pictures: true, documents: true },
): Promise<HostileDump> => {
  const dump = join(root, 'dump');
  const uploads = join(root, 'Upload');
  const pictures = join(uploads, 'image', 'team');
  const elsewhere = join(root, 'elsewhere');
  for (const folder of [dump, pictures, elsewhere]) mkdirSync(folder, { recursive: true });
  const picture = await pngBytes(32, 32);
  writeFileSync(join(pictures, 'good.png'), picture);
  const outside = [join(elsewhere, 'blue.png'), join(elsewhere, 'secret.txt')];
  writeFileSync(outside[0]!, picture);
  writeFileSync(outside[1]!, 'not for the site\n');
  symlinkSync(outside[0]!, join(pictures, 'link-out.png'));
  symlinkSync('/dev/zero', join(pictures, 'zero.png'));
  execFileSync('mkfifo', [join(pictures, 'pipe.png')]);
  // A read would move these back to now: the check compares.
  for (const file of outside) utimesSync(file, new Date(86_400_000), new Date());

  const up = '../'.repeat(12);
  const climbing = (file: string) => `${up}${relative('/', file)}`;
  let day = 0;
  const member = (name: string, fields: OldFields = {}): OldFields => ({
    _id: { $oid: objectIdAt(new Date(Date.UTC(2024, 0, ++day))) },
    name,
    position: 'Member',
    description: 'Builds robots.',
    image: '',
    ...fields,
  });
  const good = member('Good Member', { image: 'good.png' });
  const byPicture = [
    climbing(outside[0]!),
    outside[1]!,
    '/etc/hostname',
    '/dev/zero',
    climbing('/dev/zero'),
    'link-out.png',
    'zero.png',
    'pipe.png',
    'nul\0.png',
  ].map((image, i) => member(`Picture ${i}`, { image }));
  const odd = member('', { name: { toString: 1, valueOf: 2 }, position: 'Odd Value' });
  const deep = member('Deep Member', { description: nestedValue(3000) });
  const badId = member('Bad Id', { _id: { toString: 1, valueOf: 2 } });
  const broken = member('Broken Member', { position: { broken: true } });
  const unreadable = [deep, badId, broken];
  const teams = [
    good,
    ...(parts.pictures ? byPicture : []),
    ...(parts.documents ? [odd, ...unreadable] : []),
  ];

  const events = [{ _id: { $oid: objectIdAt(new Date()) }, title: 'Robo Fest' }];
  if (format === 'bson')
    writeFileSync(join(dump, 'teams.bson'), Buffer.concat(teams.map(bsonDocument)));
  else
    writeFileSync(
      join(dump, 'teams.json'),
      `${[...teams.map(extendedJson), ...(parts.documents ? ['{not json'] : [])].join('\n')}\n`,
    );
  if (parts.documents) {
    // A collection's file cut short: its document ends past the end of the file.
    writeFileSync(
      join(dump, `events.${format}`),
      format === 'bson' ? bsonDocument(events[0]!).subarray(0, 20) : `[${extendedJson(events[0]!)}`,
    );
    // And one that is a device: read, it would never end.
    symlinkSync('/dev/zero', join(dump, `abouts.${format}`));
  }
  const idOf = (d: OldFields) => (d._id as { $oid: string }).$oid;
  return {
    dump,
    uploads,
    outside,
    imported: [good, ...(parts.pictures ? byPicture : []), ...(parts.documents ? [odd] : [])].map(
      (d) => (typeof d.name === 'string' ? d.name : ''),
    ),
    skipped: parts.documents ? [deep, broken].map(idOf) : [],
    withPicture: String(good.name),
  };
};
