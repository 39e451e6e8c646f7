import { resolve } from 'node:path';
import { failedCommand } from '../cli-errors.js';
import { archiveFileName } from '@club/model';
import { exportArchive } from './archive.js';
import { EXPORT_USAGE, parseExportOptions } from './options.js';
import { openSite, type OpenSite } from './site.js';

/** `npm run export`: the whole site in one ZIP, as the console's "Export everything". */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const main = async () => {
  let site: OpenSite | undefined;
  try {
    const options = parseExportOptions(process.argv.slice(2));
    if (options === 'help') {
      console.log(EXPORT_USAGE);
      return 0;
    }
    const out = resolve(
      process.env.INIT_CWD ?? process.cwd(),
      options.out ?? archiveFileName(new Date()),
    );
    site = await openSite(options.target, { dryRun: true });
    const manifest = await exportArchive({ exporter: site.deps.exporter!, files: site.files }, out);
    const records = Object.values(manifest.records).reduce((n, count) => n + count, 0);
    console.log(
      `Wrote ${out}: ${records} records and ${manifest.files.length} files of ${site.where}.`,
    );
    return 0;
  } catch (error) {
    return failedCommand(error);
  } finally {
    await site?.close();
  }
};

process.exitCode = await main();
