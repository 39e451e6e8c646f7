import {
  archivedResources,
  STORED_FILES_PREFIX,
  type ArchivedRecord,
  type SiteExport,
} from '@club/model';
import { withoutCredential } from '../certificates/credential-service.js';
import type { FileStore, RecordStore } from '../ports.js';

// The local bucket keeps an empty marker in each folder so that its folders exist (emulators).
const isMarker = (key: string) => key.endsWith('/.keep');

/** Oldest first, then by id: two exports of the same site list their records alike. */
const byCreation = (a: ArchivedRecord, b: ArchivedRecord) =>
  String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? '')) || a.id.localeCompare(b.id);

/**
 * Everything a backup of the site holds: each resource's records exactly as stored, and the
 * keys of every stored file. The files themselves are fetched by whoever writes the archive
 * (the console from the site, `npm run export` from the bucket): a Lambda answer could not
 * carry them.
 */
export const siteExport = ({
  records,
  files,
  now = () => new Date(),
}: {
  records: RecordStore;
  files: FileStore;
  now?: () => Date;
}) => ({
  async read(): Promise<SiteExport> {
    const lists = await Promise.all(
      archivedResources.map(async (d) => {
        // A credential is the signature of this site, with its key and status list: the
        // site an archive is restored into issues its own (npm run import does).
        const items = (await records.list(d.name)).map(withoutCredential) as ArchivedRecord[];
        return [d.name, items.sort(byCreation)] as const;
      }),
    );
    const stored = await files.list(STORED_FILES_PREFIX);
    return {
      exportedAt: now().toISOString(),
      records: Object.fromEntries(lists),
      files: stored
        .map((f) => f.key)
        .filter((key) => !isMarker(key))
        .sort(),
    };
  },
});

export type SiteExportService = ReturnType<typeof siteExport>;
