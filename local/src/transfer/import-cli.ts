import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { failedCommand } from '../cli-errors.js';
import { certificate } from '@club/model';
import { skipDemoContent } from '../seed.js';
import { restoreArchive } from './archive.js';
import { readOldDump } from './old-dump.js';
import { importOldSite } from './old-site-import.js';
import { IMPORT_USAGE, parseImportOptions, UsageError, type ImportOptions } from './options.js';
import { openSite, type OpenSite } from './site.js';

/** `npm run import`: the old site's dump and uploads, or an archive of this site. */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// npm runs scripts at the repository's root; a path is meant from where the command was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const run = async (options: ImportOptions, site: OpenSite) => {
  const from = here(options.from);
  if (options.archive) {
    const said = await restoreArchive(
      { records: site.deps.records, files: site.files },
      { path: from, dryRun: options.dryRun },
    );
    if (!options.dryRun) {
      // The archive holds no credentials: this site signs its own (archive.ts says why).
      const signed = await site.deps.issuer?.backfill(certificate);
      if (signed?.issued) console.log(`Signed the credentials of ${signed.issued} certificates.`);
    }
    return said;
  }
  const uploads = options.uploads && here(options.uploads);
  const report = await importOldSite(
    { records: site.deps.records, content: site.deps.content, media: site.media },
    { dump: readOldDump(from), ...(uploads ? { uploads } : {}), dryRun: options.dryRun },
  );
  return report.text();
};

const main = async () => {
  let site: OpenSite | undefined;
  try {
    const options = parseImportOptions(process.argv.slice(2));
    if (options === 'help') {
      console.log(IMPORT_USAGE);
      return 0;
    }
    // Before the site is opened: a mistyped path must not leave a new, empty data folder.
    for (const path of [options.from, options.uploads])
      if (path && !existsSync(here(path)))
        throw new UsageError(`There is nothing at ${here(path)}.`);
    site = await openSite(options.target, { dryRun: options.dryRun });
    console.log(`Importing into ${site.where}${options.dryRun ? ' (dry run)' : ''}.`);
    console.log(await run(options, site));
    // The site has its own content now: the first npm start adds no demo records beside it.
    if (site.isLocal && !options.dryRun) await skipDemoContent(site.deps.records);
    return 0;
  } catch (error) {
    return failedCommand(error);
  } finally {
    await site?.close();
  }
};

process.exitCode = await main();
