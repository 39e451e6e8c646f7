import * as z from 'zod';
import { certificate, resources } from './catalog.js';
import { FORMER_TITLES_FIELD, FORMER_TITLES_KEPT } from './former-titles.js';
import { storedFieldSchema } from './schema.js';
import { SEND_ID, type CertificateDelivery } from './delivery.js';
import { REVOCATION_REASON_MAX } from './issuer.js';
import { REST_ROOT } from './paths.js';
import type { RecordMeta, ResourceDefinition } from './resource.js';
import { isStorable } from './storable.js';
import { UPLOAD_PREFIX } from './uploads.js';

/**
 * The site in one ZIP: what "Export everything" in the console and `npm run export` write, and
 * `npm run import -- --from <zip>` restores. A JSON file per resource holds its records as
 * stored; every stored file lies under files/ at its own key; manifest.json lists both, so a
 * restore can tell an archive of this site from any other ZIP and a cut-short one from a whole.
 */
export const ARCHIVE_FORMAT = 'robotics-club-site-archive';
export const ARCHIVE_VERSION = 1;
export const ARCHIVE_MANIFEST = 'manifest.json';

/** Every resource an archive holds: the content and the inbox (accounts and logs are not content). */
export const archivedResources = resources;

export const archiveRecordsPath = (resource: string) => `records/${resource}.json`;
export const archiveFilePath = (key: string) => `files/${key}`;

/** Where the bucket keeps every file a record names (and a picture's smaller copies). */
export const STORED_FILES_PREFIX = `${UPLOAD_PREFIX.slice(1)}/`;

/** What the owner's console reads to export: the records, and the keys of the files to fetch. */
export const EXPORT_PATH = `${REST_ROOT}/export` as const;

export type ArchivedRecord = Record<string, unknown> & { id: string };

/** What the API answers at EXPORT_PATH: every record as stored, and the stored files' keys. */
export interface SiteExport {
  exportedAt: string;
  records: Record<string, ArchivedRecord[]>;
  files: string[];
}

export interface ArchivedFile {
  key: string;
  contentType: string;
  size: number;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  /** How many records of each resource the archive holds. */
  records: Record<string, number>;
  files: ArchivedFile[];
}

/** The part of a ZIP library (JSZip) the archive is written with, in the browser and in Node. */
export interface ZipWriter {
  file(path: string, data: string | Uint8Array): unknown;
}

export interface FileToArchive extends ArchivedFile {
  body: Uint8Array;
}

const MB = 1024 * 1024;

/**
 * The most a restore inflates, checked against what each entry of the ZIP declares before any
 * of it is inflated. A stored file is held to its kind's upload limit (UPLOAD_LIMITS).
 */
export const ARCHIVE_LIMITS = {
  /** manifest.json: about 120 bytes a file, so half a million files. */
  manifestBytes: 64 * MB,
  /** One records/<kind>.json, read whole; well under the longest text JavaScript can hold. */
  recordsFileBytes: 256 * MB,
  /** All of them together: every record is held while it is checked. */
  recordsBytes: 512 * MB,
  /** One record in it, on average: a stored record is at most 400 KB (DynamoDB's item limit). */
  recordBytes: MB,
} as const;

/** What manifest.json must hold; anything else is not an archive this site can read. */
export const archiveManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  exportedAt: z.string(),
  records: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(
    z.object({ key: z.string(), contentType: z.string(), size: z.number().int().nonnegative() }),
  ),
}) satisfies z.ZodType<ArchiveManifest>;

/** What every stored record carries beside its fields. */
export const RECORD_BOOKKEEPING = [
  'id',
  'version',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof RecordMeta)[];

/**
 * A name the media processor gives a stored file ('<uuid>_420-1920.webp', '<uuid>.webm', a
 * copy's '….420w.webp'): one plain name, never a path.
 */
export const isStoredFileName = (name: unknown): name is string =>
  typeof name === 'string' &&
  /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) &&
  !name.includes('..');

const moment = z.iso.datetime();
const storableText = (max: number) => z.string().max(max).refine(isStorable);

// Each key of the stored shape, so a field added to it is added here too (or the build fails).
const delivery = z.strictObject({
  status: z.enum(['sent', 'failed', 'sending']),
  at: moment,
  to: storableText(254),
  error: storableText(5000).optional(),
  sendId: z.string().regex(SEND_ID).optional(),
} satisfies Record<keyof CertificateDelivery, z.ZodType>);

/** The addresses a renamed record was found at, each held as its fields would be. */
const formerTitles = (d: ResourceDefinition) =>
  z
    .array(
      z.strictObject(
        Object.fromEntries(
          (d.addressFields ?? []).map((f) => [f, storedFieldSchema(d.fields[f]!)]),
        ),
      ),
    )
    .max(FORMER_TITLES_KEPT);

/**
 * What the API keeps on a stored record beside its fields and bookkeeping, by resource: a
 * certificate's revocation and its latest mailing; an event's or sub-event's former titles, so
 * links shared before a rename still lead to it after a restore. (A certificate's signed
 * credential is never archived: the site an archive is restored into signs its own.)
 */
export const storedExtras: Readonly<Record<string, Readonly<Record<string, z.ZodType>>>> = {
  [certificate.name]: {
    revoked: z.strictObject({ on: moment, reason: storableText(REVOCATION_REASON_MAX).min(1) }),
    delivery,
  },
  ...Object.fromEntries(
    resources
      .filter((d) => d.addressFields?.length)
      .map((d) => [d.name, { [FORMER_TITLES_FIELD]: formerTitles(d) }]),
  ),
};

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Puts the records and the files into `zip`, with the manifest naming both. */
export const writeArchive = (
  zip: ZipWriter,
  content: Pick<SiteExport, 'exportedAt' | 'records'>,
  files: readonly FileToArchive[],
): ArchiveManifest => {
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: content.exportedAt,
    records: Object.fromEntries(
      Object.entries(content.records).map(([name, list]) => [name, list.length]),
    ),
    files: files.map(({ key, contentType, size }) => ({ key, contentType, size })),
  };
  zip.file(ARCHIVE_MANIFEST, asJson(manifest));
  for (const [name, list] of Object.entries(content.records))
    zip.file(archiveRecordsPath(name), asJson(list));
  for (const file of files) zip.file(archiveFilePath(file.key), file.body);
  return manifest;
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `club-site-YYYY-MM-DD.zip`, the day in the exporter's own time zone. */
export const archiveFileName = (day: Date) =>
  `club-site-${day.getFullYear()}-${twoDigits(day.getMonth() + 1)}-${twoDigits(day.getDate())}.zip`;
