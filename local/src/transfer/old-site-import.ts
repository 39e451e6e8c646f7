import {
  contentResources,
  uploadFolderOf,
  type FileKind,
  type ResourceDefinition,
} from '@club/model';
import {
  DomainError,
  type ContentService,
  type Item,
  type MediaProcessor,
  type RecordStore,
} from '@club/functions';
import { OLD_ADMIN_COLLECTION, OLD_COLLECTIONS, type OldDump } from './old-dump.js';
import { oldUploads, shownName } from './old-files.js';
import { quotedId, readOldRecord, type OldRecord } from './old-record.js';
import { emptyReport, type ImportReport, type Outcome } from './report.js';

/** Who the history and the audit log say brought the old records over. */
export const IMPORTER = { email: 'npm run import' };

/**
 * What the import remembers of each old record it wrote: which record it became, at which
 * version, from which document. A second run tells from it what is new, what is unchanged,
 * and what somebody edited here since (which it never overwrites).
 */
const LEDGER = 'old-site-import';

interface LedgerEntry extends Item {
  recordId: string;
  version: number;
  digest: string;
  /** Old file name → stored name, by field: a file already brought over is not stored again. */
  files: Record<string, { old: string; stored: string }>;
}

export interface OldSiteImportDeps {
  records: RecordStore;
  content: Pick<ContentService, 'bringOver' | 'bringOverAgain'>;
  /** Checks and stores the old files as an upload is; a dry run's keeps nothing. */
  media: MediaProcessor;
}

const PROBLEM_WORDS = {
  'not-accepted': 'is not a picture or video the site takes',
  'too-large': 'is larger than the site takes',
  missing: 'is missing',
} as const;

const titleOf = (d: ResourceDefinition, values: Record<string, unknown>) =>
  String(values[d.titleField] ?? '') || '(no title)';

/**
 * Imports the old site's dump (and its Upload folder) into the new site. Every record keeps its
 * old `_id` as its id and the time the ObjectId holds as its time of addition, so lists keep
 * their order and old links open the same record; certificates keep their printed codes.
 */
export const importOldSite = async (
  { records, content, media }: OldSiteImportDeps,
  { dump, uploads, dryRun }: { dump: OldDump; uploads?: string; dryRun: boolean },
): Promise<ImportReport> => {
  const report = emptyReport(dryRun);

  const admins = dump.documents(OLD_ADMIN_COLLECTION);
  const adminCount = (admins?.documents.length ?? 0) + (admins?.unreadable.length ?? 0);
  if (adminCount > 0)
    report.notices.push(
      `${adminCount} old administrator account(s) not imported: the old site kept passwords in plain text. Make an owner with npm run admin.`,
    );
  for (const name of dump.unknown)
    report.notices.push(`${name} is not a collection of the old site: left out.`);

  const oldFiles = uploads === undefined ? undefined : oldUploads(uploads);

  /** Stores the record's files as uploads are; a file missing or refused is noted, not fatal. */
  const storeFiles = async (d: ResourceDefinition, r: OldRecord, ledger?: LedgerEntry) => {
    const stored: Record<string, string> = {};
    for (const [name, file] of Object.entries(r.files)) {
      const label = d.fields[name]!.label;
      const before = ledger?.files[name];
      if (before?.old === file) {
        stored[name] = before.stored;
        continue;
      }
      const kind = d.fields[name]!.kind as FileKind;
      const old = oldFiles?.read(uploadFolderOf(d), kind, file);
      if (!old || 'problem' in old) {
        const shown = shownName(file);
        r.notes.push(
          old
            ? `${label}: ${shown} ${old.problem}; imported without it.`
            : oldFiles
              ? `${label}: ${shown} is not in the uploads folder; imported without it.`
              : `${label}: ${shown} not brought over (no --uploads folder given).`,
        );
        continue;
      }
      const result = await media.storeBytes({ bytes: old.bytes, kind, folder: uploadFolderOf(d) });
      if (result.ok) stored[name] = result.fileName;
      else r.notes.push(`${label}: ${file} ${PROBLEM_WORDS[result.problem]}; imported without it.`);
    }
    return stored;
  };

  const ledgerOf = (
    d: ResourceDefinition,
    r: OldRecord,
    record: Item,
    files: Record<string, string>,
  ) => ({
    id: `${d.name}.${r.id}`,
    recordId: record.id,
    version: Number(record.version),
    digest: r.digest,
    files: Object.fromEntries(
      Object.entries(files).map(([name, stored]) => [name, { old: r.files[name]!, stored }]),
    ),
  });

  const importOne = async (d: ResourceDefinition, r: OldRecord): Promise<Outcome> => {
    const ledger = (await records.get(LEDGER, `${d.name}.${r.id}`)) as LedgerEntry | undefined;
    if (ledger) {
      const record = await records.get(d.name, ledger.recordId);
      if (!record)
        return { kind: 'skipped', reason: 'deleted here since it was imported; not brought back' };
      if (Number(record.version) !== ledger.version)
        return {
          kind: 'skipped',
          reason: 'changed here since it was imported; kept as it is here',
        };
      if (ledger.digest === r.digest) return { kind: 'unchanged' };
      const files = await storeFiles(d, r, ledger);
      if (dryRun) return { kind: 'updated' };
      const saved = await content.bringOverAgain(d, record, r.values, files, IMPORTER);
      await records.put(LEDGER, ledgerOf(d, r, saved, files));
      return { kind: 'updated' };
    }
    if (!d.keyField && (await records.get(d.name, r.id)))
      return { kind: 'skipped', reason: `a ${d.labels.one} with this id exists already` };
    const files = await storeFiles(d, r);
    if (dryRun) return { kind: 'imported' };
    try {
      const created = await content.bringOver(
        d,
        { id: r.id, createdAt: r.createdAt, updatedAt: r.updatedAt },
        r.values,
        files,
        IMPORTER,
      );
      await records.put(LEDGER, ledgerOf(d, r, created, files));
      return { kind: 'imported' };
    } catch (error) {
      if (error instanceof DomainError) return { kind: 'skipped', reason: error.message };
      throw error;
    }
  };

  // In the catalog's order: events before their sub-events, sub-events before their advisors.
  for (const d of contentResources) {
    const collection = OLD_COLLECTIONS.get(d);
    if (!collection) continue;
    const read = dump.documents(collection);
    if (read === undefined) continue;
    const tally = report.add(d, collection);
    if (read.failed) tally.failed(read.failed);
    for (const { id, reason } of read.unreadable)
      tally.note({ kind: 'skipped', reason }, id || '(no _id)', '');
    for (const document of read.documents) {
      const r = readOldRecord(d, document);
      if (typeof r === 'string') {
        tally.note({ kind: 'skipped', reason: r }, quotedId(document._id), '');
        continue;
      }
      tally.note(await importOne(d, r), r.id, titleOf(d, r.values), r.notes);
    }
  }
  return report;
};
