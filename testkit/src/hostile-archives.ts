import { archiveFilePath, archiveRecordsPath, certificate, team } from '@club/model';
import { archiveBytes, type ArchivedSite } from './archived-site.js';
import { zeroBomb, type ZipItem } from './zip-bytes.js';

const GiB = 1024 * 1024 * 1024;

const replacing = (name: string, item: (old: ZipItem) => ZipItem) => (items: ZipItem[]) =>
  items.map((i) => (i.name === name ? item(i) : i));

export interface HostileArchive {
  name: string;
  /** In the short run too, or only in the full one. */
  bounded?: boolean;
  /** Its worst case is memory: the run's peak is measured. */
  bomb?: boolean;
  bytes(): Buffer;
}

/**
 * Archives an attacker (or a damaged disk) hands `npm run import`: each must be refused with
 * a message, nothing written, in bounded memory.
 */
export const hostileArchives = (site: ArchivedSite): HostileArchive[] => {
  /** `site` changed by `change`, on a copy. */
  const changed = (change: (copy: ArchivedSite) => void) => () => {
    const copy = structuredClone(site);
    change(copy);
    return archiveBytes(copy);
  };
  const member = (change: (m: Record<string, unknown>) => Record<string, unknown>) =>
    changed((copy) => {
      copy.records[team.name]![0] = change(copy.records[team.name]![0]!);
    });
  const teamFile = (item: (old: ZipItem) => ZipItem) => () =>
    archiveBytes(site, { items: replacing(archiveRecordsPath(team.name), item) });
  const teamText = (text: string) => teamFile((i) => ({ ...i, body: Buffer.from(text) }));
  const picture = archiveFilePath(site.files[0]!.key);
  return [
    {
      name: 'duplicate id',
      bounded: true,
      bytes: changed((copy) => {
        copy.records[team.name]!.push({ ...copy.records[team.name]![1]!, name: 'Twin' });
      }),
    },
    { name: '3,000-character id', bytes: member((m) => ({ ...m, id: 'x'.repeat(3000) })) },
    {
      name: 'extra field role: owner',
      bounded: true,
      bytes: member((m) => ({ ...m, role: 'owner' })),
    },
    { name: 'version "x"', bytes: member((m) => ({ ...m, version: 'x' })) },
    { name: 'id ../../../escape', bytes: member((m) => ({ ...m, id: '../../../escape' })) },
    { name: 'id slash/inside', bytes: member((m) => ({ ...m, id: 'slash/inside' })) },
    { name: 'constructor key', bytes: member((m) => ({ ...m, constructor: { x: 1 } })) },
    {
      name: '__proto__ key',
      bytes: teamFile((i) => ({
        ...i,
        body: Buffer.from(
          i.body
            .toString()
            .replace('"id": "member-0"', '"__proto__": {"role": "owner"}, "id": "member-0"'),
        ),
      })),
    },
    {
      name: 'certificate not under its code',
      bytes: changed((copy) => void (copy.records[certificate.name]![0]!.id = 'chosen-id')),
    },
    {
      name: 'forged credential',
      bytes: changed(
        (copy) => void (copy.records[certificate.name]![0]!.credential = '{"proof":"forged"}'),
      ),
    },
    { name: 'script address', bytes: member((m) => ({ ...m, facebook: 'javascript:alert(1)' })) },
    {
      name: 'picture named outside its folder',
      bytes: member((m) => ({ ...m, image: '../../admin/index.html' })),
    },
    {
      name: 'file served as a page',
      bounded: true,
      bytes: changed((copy) => void (copy.files[0]!.contentType = 'text/html')),
    },
    {
      name: 'file key out of the uploads',
      bytes: changed((copy) => {
        const key = 'Upload/image/team/../../../escape.webp';
        copy.files.push({ key, contentType: 'image/webp', body: Buffer.from('x') });
      }),
    },
    {
      name: 'count short by one',
      bytes: () =>
        archiveBytes(site, { manifest: (m) => ({ ...m, records: { ...m.records, team: 3 } }) }),
    },
    {
      name: 'two entries with one name',
      bytes: () =>
        archiveBytes(site, {
          items: (items) => [...items, { ...items[1]!, body: Buffer.from('[]') }],
        }),
    },
    { name: 'a million empty records', bytes: teamText(`[${'{},'.repeat(1_000_000)}{}]`) },
    {
      name: 'a manifest of a million files',
      bytes: () =>
        archiveBytes(site, {
          manifest: (m) => ({ ...m, files: Array<object>(1_000_000).fill({}) }),
        }),
    },
    {
      name: 'records nested 3,000 deep',
      bytes: teamText(`[${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}]`),
    },
    {
      name: 'entries sharing their bytes',
      bytes: () => archiveBytes(site, {}, { shareData: true }),
    },
    { name: 'not a ZIP', bytes: () => Buffer.from('PK\u0003\u0004 this is not a zip at all') },
    {
      name: 'records entry inflating past what it declares (1 GiB)',
      bounded: true,
      bomb: true,
      bytes: teamFile((i) => ({ ...i, packed: zeroBomb(GiB), declaredSize: i.body.length })),
    },
    {
      name: 'picture inflating past what it declares (3 GiB)',
      bomb: true,
      bytes: () =>
        archiveBytes(site, {
          items: replacing(picture, (i) => ({
            ...i,
            packed: zeroBomb(3 * GiB),
            declaredSize: i.body.length,
          })),
        }),
    },
    {
      name: 'records entry declaring 1 GiB',
      bomb: true,
      bytes: teamFile((i) => ({ ...i, packed: zeroBomb(GiB), declaredSize: GiB })),
    },
  ];
};
