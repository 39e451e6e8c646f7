import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  ARCHIVE_VERSION,
  archiveFilePath,
  archiveRecordsPath,
  archivedResources,
  certificate,
  certificateCode,
  event,
  team,
  uploadKey,
  type ArchiveManifest,
} from '@club/model';
import { zipBytes, type ZipItem } from './zip-bytes.js';

/** A small site as an export holds it: records by resource, and the stored files. */
export interface ArchivedSite {
  records: Record<string, Record<string, unknown>[]>;
  files: { key: string; contentType: string; body: Uint8Array }[];
}

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();
const stamps = (day: number) => ({ version: 1, createdAt: at(day), updatedAt: at(day) });

/** A certificate is stored under a digest of its code (record-keys.ts). */
const certificateId = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Two team members (one with a picture), an event and a certificate; `extra` team members more. */
export const archivedSite = async (extra = 0): Promise<ArchivedSite> => {
  const picture = `${randomUUID()}_64.webp`;
  const webp = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .webp()
    .toBuffer();
  const member = (n: number, image = '') => ({
    id: `member-${n}`,
    ...stamps(1 + (n % 28)),
    name: `Member ${n}`,
    position: 'Volunteer',
    description: 'Builds robots.',
    image,
    facebook: '',
    email: `member${n}@club.test`,
    linkedin: '',
    whatsapp: '',
  });
  const lines = {
    name: 'Sadia Rahman',
    event: 'Robo Fest',
    univarsity: 'DIU',
    position: 'Champion',
  };
  const code = certificateCode({ ...lines, year: '2025' });
  return {
    records: {
      [team.name]: [
        member(0, picture),
        ...Array.from({ length: extra + 1 }, (_, i) => member(i + 1)),
      ],
      [event.name]: [
        { id: 'robo-fest', ...stamps(2), title: 'Robo Fest', description: 'Robots.',
          description1: '', description2: '', description3: '', image: '' }, // prettier-ignore
      ],
      [certificate.name]: [
        { id: certificateId(code), ...stamps(3), ...lines, year: '2025', image: '', code,
          validUntil: '', email: '' }, // prettier-ignore
      ],
    },
    files: [{ key: uploadKey('team', picture), contentType: 'image/webp', body: webp }],
  };
};

const asJson = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The ZIP an export of `site` is, give or take what `change` does to its entries. */
export const archiveBytes = (
  site: ArchivedSite,
  change: {
    manifest?: (m: ArchiveManifest) => unknown;
    items?: (items: ZipItem[]) => ZipItem[];
  } = {},
  options: { shareData?: boolean } = {},
) => {
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: at(20),
    records: Object.fromEntries(
      archivedResources.map((d) => [d.name, site.records[d.name]?.length ?? 0]),
    ),
    files: site.files.map(({ key, contentType, body }) => ({
      key,
      contentType,
      size: body.length,
    })),
  };
  const items: ZipItem[] = [
    { name: ARCHIVE_MANIFEST, body: asJson(change.manifest?.(manifest) ?? manifest) },
    ...archivedResources.map((d) => ({
      name: archiveRecordsPath(d.name),
      body: asJson(site.records[d.name] ?? []),
    })),
    ...site.files.map((f) => ({ name: archiveFilePath(f.key), body: f.body })),
  ];
  return zipBytes(change.items?.(items) ?? items, options);
};
