import { statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { team } from '@club/model';
import { archiveBytes, archivedSite, hostileArchives, writeHostileDump } from '@club/testkit';
import { dataFolderContent, endedClearly, runNpm, type CliRun } from '../cli-runs.js';
import { examplesOr, type Check, type Depth, type Figure } from '../figures.js';

type Dump = { format: 'bson' | 'json'; part: 'pictures' | 'documents' };

/**
 * The short run's archives: one of each kind of attack (records, files, a bomb); its dumps:
 * the attacks on the Upload folder in one, on the reading of documents in the other (a
 * document that stops the whole collection would hide whether the pictures were read).
 */
const SIZES: Record<Depth, { archives: (bounded?: boolean) => boolean; dumps: Dump[] }> = {
  bounded: {
    archives: (bounded) => bounded === true,
    dumps: [
      { format: 'bson', part: 'pictures' },
      { format: 'json', part: 'documents' },
    ],
  },
  full: {
    archives: () => true,
    dumps: (['bson', 'json'] as const).flatMap((format) => [
      { format, part: 'pictures' as const },
      { format, part: 'documents' as const },
    ]),
  },
};

/** Far beyond any run's time on a busy machine (20 to 40 s): past it, a run has hung. */
const HANG_MS = 240_000;

/**
 * What a run on this machine holds at most, the bombs included: a good archive's restore
 * peaks near 400 MB (Node with the AWS SDK, the emulators and sharp); a single entry
 * inflated past what it declares would add a gigabyte or three.
 */
const PEAK_BOUND_MB = 700;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * `npm run import` as typed, on temp data folders of its own, given archives and old-site
 * dumps an attacker made: every archive must be refused with a message before anything is
 * written, a ZIP bomb within bounded memory; a dump's good records must come over and its
 * hostile ones be skipped or stripped, no file outside its Upload folder read, no run hang.
 */
export const check: Check = {
  name: 'hostile-archives',
  async run(_target, depth) {
    const size = SIZES[depth];
    const root = await mkdtemp(join(tmpdir(), 'club-hostile-archives-'));
    const wrote: string[] = [];
    const unclear: string[] = [];
    const readOutside: string[] = [];
    const goodMissing: string[] = [];
    let bombPeak = 0;
    let goodPeak = 0;
    let tried = 0;
    const attempt = async (name: string, args: string[]) => {
      const dataDir = join(root, `data-${++tried}`);
      const run: CliRun = await runNpm('import', [...args, '--local'], dataDir, HANG_MS);
      if (!endedClearly(run))
        unclear.push(
          `${name}: ${run.hung ? `killed at ${mb(run.peakBytes)} MB` : run.said.slice(-200)}`,
        );
      try {
        return { run, content: await dataFolderContent(dataDir) };
      } catch (error) {
        // What it left cannot be read, so cannot be shown to be nothing.
        wrote.push(`${name}: its data folder could not be read (${(error as Error).message})`);
        return { run, content: { records: {}, files: [] } };
      }
    };
    try {
      const site = await archivedSite();
      const good = join(root, 'good.zip');
      writeFileSync(good, archiveBytes(site));
      const restored = await attempt('good archive', ['--from', good]);
      goodPeak = restored.run.peakBytes;
      if (restored.content.records[team.name]?.length !== site.records[team.name]!.length)
        goodMissing.push(`good archive: ${restored.run.said.slice(-200)}`);

      for (const hostile of hostileArchives(site).filter((c) => size.archives(c.bounded))) {
        const zip = join(root, `${tried}.zip`);
        writeFileSync(zip, hostile.bytes());
        const { run, content } = await attempt(hostile.name, ['--from', zip]);
        if (run.code !== 1 || Object.keys(content.records).length > 0 || content.files.length > 0)
          wrote.push(`${hostile.name} (exit ${String(run.code)})`);
        if (hostile.bomb) bombPeak = Math.max(bombPeak, run.peakBytes);
      }

      for (const { format, part } of size.dumps) {
        const name = `${format} dump (${part})`;
        const old = await writeHostileDump(join(root, `dump-${tried}`), format, { [part]: true });
        const readAt = old.outside.map((file) => statSync(file).atimeMs);
        const { content } = await attempt(name, ['--from', old.dump, '--uploads', old.uploads]);
        old.outside.forEach((file, i) => {
          if (statSync(file).atimeMs !== readAt[i]) readOutside.push(`${name}: ${file}`);
        });
        const members = content.records[team.name] ?? [];
        const names = members.map((m) => String(m.name));
        const strangers = names.filter((n) => !old.imported.includes(n));
        const pictured = members.filter((m) => m.image !== '').map((m) => String(m.name));
        const kinds = Object.keys(content.records).filter((name) => name !== team.name);
        if (strangers.length > 0 || pictured.some((n) => n !== old.withPicture) || kinds.length > 0)
          wrote.push(`${name}: ${[...strangers, ...pictured, ...kinds].join(', ')}`);
        if (old.imported.some((n) => !names.includes(n)) || !pictured.includes(old.withPicture))
          goodMissing.push(`${name}: imported ${names.join(', ') || 'nothing'}`);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
    const show = (s: string) => s;
    const figure = (name: string, list: string[], allWell: string): Figure => ({
      check: 'hostile-archives',
      figure: name,
      value: list.length,
      bound: 0,
      detail: examplesOr(list, show, allWell),
    });
    return [
      figure(
        'hostile inputs that wrote anything they should not',
        wrote,
        'refused, nothing written',
      ),
      figure('files read from outside the uploads folder', readOutside, 'by their access times'),
      figure(
        'runs that hung or crashed without a message',
        unclear,
        `none past ${HANG_MS / 1000} s`,
      ),
      figure('good content not brought in', goodMissing, 'the good archive and members came over'),
      {
        check: 'hostile-archives',
        figure: 'peak memory of the worst ZIP-bomb run (MB)',
        value: mb(bombPeak),
        bound: PEAK_BOUND_MB,
        detail: `a good archive's run: ${mb(goodPeak)} MB; entries of 1-3 GiB declared small or large`,
      },
      {
        check: 'hostile-archives',
        figure: 'cases tried',
        value: tried,
        bound: depth === 'full' ? 29 : 7,
        atLeast: true,
        detail: `${tried - 1 - size.dumps.length} archives, ${size.dumps.length} dumps, 1 good archive`,
      },
    ];
  },
};
