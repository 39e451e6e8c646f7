import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteRestore } from '@club/functions';
import { failedCommand } from '../cli-errors.js';
import { skipDemoContent } from '../seed.js';
import { readArchive } from './archive-read.js';
import { readOldDump } from './old-dump.js';
import { importOldSite } from './old-site-import.js';
import { IMPORT_USAGE, parseImportOptions, UsageError, type ImportOptions } from './options.js';
import { openSite, type OpenSite } from './site.js';

/** `npm run import`: the old site's dump and uploads, or an archive of this site. */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// npm runs scripts at the repository's root; a path is meant from where the command was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

type OpenedArchive = Awaited<ReturnType<typeof readArchive>>;

const restore = (archive: OpenedArchive, dryRun: boolean, site: OpenSite) =>
  siteRestore({ records: site.deps.records, files: site.files }).restore(archive, {
    dryRun,
    progress: (line) => console.log(line),
    // The site has its own content from the first write: npm start adds no demo beside it.
    ...(site.isLocal ? { beforeWriting: () => skipDemoContent(site.deps.records) } : {}),
    afterWriting: async () => {
      // The archive holds no credentials: this site signs its own (site-export.ts says why).
      const signed = await site.signCertificates();
      if (signed) console.log(signed);
    },
  });

const importOld = async (options: ImportOptions, site: OpenSite) => {
  const uploads = options.uploads && here(options.uploads);
  const report = await importOldSite(
    { records: site.deps.records, content: site.deps.content, media: site.media },
    {
      dump: readOldDump(here(options.from)),
      ...(uploads ? { uploads } : {}),
      dryRun: options.dryRun,
    },
  );
  // The site has its own content now: the first npm start adds no demo records beside it.
  if (site.isLocal && !options.dryRun) await skipDemoContent(site.deps.records);
  // On a stage the certificates were written unsigned: its own function signs them now.
  const signed = options.dryRun ? '' : await site.signCertificates();
  return [report.text(), signed].filter(Boolean).join('\n');
};

const main = async () => {
  let site: OpenSite | undefined;
  let archive: OpenedArchive | undefined;
  try {
    const options = parseImportOptions(process.argv.slice(2));
    if (options === 'help') {
      console.log(IMPORT_USAGE);
      return 0;
    }
    // Before the site is opened: a mistyped path, or an archive that cannot be restored, must
    // not leave a new, empty data folder.
    for (const path of [options.from, options.uploads])
      if (path && !existsSync(here(path)))
        throw new UsageError(`There is nothing at ${here(path)}.`);
    if (options.archive) archive = await readArchive(here(options.from));
    site = await openSite(options.target, { dryRun: options.dryRun });
    console.log(`Importing into ${site.where}${options.dryRun ? ' (dry run)' : ''}.`);
    console.log(
      archive ? await restore(archive, options.dryRun, site) : await importOld(options, site),
    );
    return 0;
  } catch (error) {
    return failedCommand(error);
  } finally {
    archive?.close();
    await site?.close();
  }
};

process.exitCode = await main();
