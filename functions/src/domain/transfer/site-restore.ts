import { isDeepStrictEqual } from 'node:util';
import {
  archivedResources,
  type ArchivedFile,
  type ArchivedRecord,
  type ResourceDefinition,
} from '@club/model';
import { problemList, shownId } from './archived-records.js';
import { inBatches, progressOf } from '../batches.js';
import type { FileStore, Item, RecordStore } from '../ports.js';

/**
 * Which archive a restore is writing, kept until it is done: running the same restore again
 * after it was cut off (Ctrl-C, a crash, a lost connection) finishes it, and nothing else can
 * start meanwhile. Beside the seed's marker, in a collection no list reads.
 */
const UNDER_WAY = { collection: 'meta', id: 'archive-restore' };

/**
 * Writes at a time: records enough to keep the table busy; files fewer, each held whole while
 * it is written (a video may be 100 MB).
 */
const AT_ONCE = { records: 16, files: 4 };

/** An archive whose every record and file passed archiveProblems. */
export interface CheckedArchive {
  /** Its file's name, for messages. */
  name: string;
  /** A digest of its file: only the same archive finishes a restore that was cut off. */
  digest: string;
  exportedAt: string;
  records: ReadonlyMap<string, readonly ArchivedRecord[]>;
  files: readonly ArchivedFile[];
  readFile(key: string): Promise<Uint8Array>;
}

export interface RestoreSteps {
  dryRun: boolean;
  /** Told how far the writes are, now and then. */
  progress?: (line: string) => void;
  /** Before the first write. */
  beforeWriting?: () => Promise<void>;
  /** After the last record, before the restore counts as done (the certificates are signed). */
  afterWriting?: () => Promise<void>;
}

const refused = (message: string) => new Error(`${message} Nothing was changed.`);

/**
 * Restores a checked archive into an empty site, all of it or, when cut off, what a second run
 * of the same archive then finishes: files byte for byte, then every record as exported.
 */
export const siteRestore = ({
  records,
  files,
  now = () => new Date(),
}: {
  records: RecordStore;
  files: FileStore;
  now?: () => Date;
}) => {
  /** The records already in the site, by resource and id. */
  const readSite = async () =>
    new Map(
      await Promise.all(
        archivedResources.map(
          async (d) => [d, new Map((await records.list(d.name)).map((i) => [i.id, i]))] as const,
        ),
      ),
    );

  /** What the site holds that a resumed restore of `archive` would not have written. */
  const strangers = (archive: CheckedArchive, site: Map<ResourceDefinition, Map<string, Item>>) => {
    const found = problemList();
    for (const [d, present] of site) {
      const archived = new Map((archive.records.get(d.name) ?? []).map((r) => [r.id, r]));
      for (const [id, item] of present) {
        const where = `${d.name} ${shownId(id)}`;
        if (!archived.has(id)) found.add({ where, text: 'is not in the archive.' });
        else if (!isDeepStrictEqual(item, archived.get(id)))
          found.add({ where, text: "differs from the archive's (changed since)." });
      }
    }
    return found;
  };

  /**
   * The records the archive has and the site lacks, once the site is known to take it: empty,
   * or holding only what the restore of this same archive under way wrote.
   */
  const stillToWrite = async (archive: CheckedArchive, under: Item | undefined) => {
    if (under && under.digest !== archive.digest)
      throw refused(
        `A restore of another archive (${String(under.archive)}, begun ${String(under.startedAt)}) is under way in this site: run the import again with that archive to finish it.`,
      );
    const site = await readSite();
    const present = [...site].filter(([, m]) => m.size > 0);
    if (!under && present.length > 0)
      throw refused(
        `This site has content already (${present.map(([d, m]) => `${m.size} ${d.labels.many.toLowerCase()}`).join(', ')}). An archive is restored only into an empty site: a new stage, or for the local site an empty data folder (DATA_DIR=<new folder>).`,
      );
    const strange = under?.written ? problemList() : strangers(archive, site);
    if (strange.count > 0)
      throw refused(
        `The restore of ${archive.name} under way here cannot go on: the site holds records it did not write.\n${strange.text()}`,
      );
    const there = new Map<string, Map<string, Item>>([...site].map(([d, m]) => [d.name, m]));
    return [...archive.records].flatMap(([name, list]) =>
      list.filter((r) => !there.get(name)?.has(r.id)).map((r) => [name, r] as const),
    );
  };

  /** The files (those a cut-off run left whole are kept), then the records the site lacks. */
  const write = async (
    archive: CheckedArchive,
    missing: (readonly [string, ArchivedRecord])[],
    { resuming, progress }: { resuming: boolean; progress?: (line: string) => void },
  ) => {
    await inBatches(
      archive.files,
      AT_ONCE.files,
      async (file) => {
        const stored = resuming ? await files.facts(file.key) : undefined;
        if (stored?.size === file.size) return;
        const body = await archive.readFile(file.key);
        await files.save({ key: file.key, body, contentType: file.contentType });
      },
      progressOf('Files', archive.files.length, progress),
    );
    await inBatches(
      missing,
      AT_ONCE.records,
      async ([name, record]) => {
        if (!(await records.create(name, record)))
          throw new Error(
            `${name} ${shownId(record.id)} was written meanwhile by someone else; the restore stopped there. Run the import again to see what differs.`,
          );
      },
      progressOf('Records', missing.length, progress),
    );
  };

  return {
    async restore(archive: CheckedArchive, steps: RestoreSteps) {
      const under = await records.get(UNDER_WAY.collection, UNDER_WAY.id);
      const missing = await stillToWrite(archive, under);
      const total = [...archive.records.values()].reduce((n, l) => n + l.length, 0);
      const counts = [...archive.records].map(([name, list]) => `${list.length} ${name}`);
      const summary = `${counts.join(', ')}; ${archive.files.length} files (exported ${archive.exportedAt})`;
      const resumed = under ? ` It finishes the restore begun ${String(under.startedAt)}.` : '';
      if (steps.dryRun)
        return `Dry run: nothing was written. The archive would restore ${summary}.${resumed}`;

      await steps.beforeWriting?.();
      const marker = {
        id: UNDER_WAY.id,
        digest: archive.digest,
        archive: archive.name,
        startedAt: under?.startedAt ?? now().toISOString(),
      };
      if (!under && !(await records.create(UNDER_WAY.collection, marker)))
        throw refused('Another restore began in this site meanwhile.');
      if (!under?.written) {
        await write(archive, missing, { resuming: !!under, progress: steps.progress });
        await records.put(UNDER_WAY.collection, { ...marker, written: true });
      }
      await steps.afterWriting?.();
      await records.remove(UNDER_WAY.collection, UNDER_WAY.id);
      const skipped = total - missing.length;
      return `Restored ${summary}.${resumed}${skipped ? ` ${skipped} records were there already.` : ''}`;
    },
  };
};

export type SiteRestore = ReturnType<typeof siteRestore>;
