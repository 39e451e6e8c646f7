import { resources } from './catalog.js';
import { REST_ROOT } from './paths.js';
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
