import { readCommandLine, UsageError } from '@club/deploy';
import type { SiteTarget } from './site.js';

export { UsageError };

const TARGET_HELP = `  --stage <name>      a deployed stage (with the AWS credentials of whoever deploys it)
  --region <region>   the stage's AWS region (default AWS_REGION, else us-east-1)
  --local             the local site's data folder (DATA_DIR, by default .data), npm start stopped`;

export const IMPORT_USAGE = `Brings content into the site: the old site's data, or an archive that "Export everything"
or npm run export made.

  npm run import -- --from <dump folder> --uploads <Upload folder> --local
      the old site: a mongodump folder (.bson files) or mongoexport files (.json), one per
      collection, and the old server's Upload folder (the one holding image/<kind>/<file>)
  npm run import -- --from <archive.zip> --stage <name>
      restores an archive into an empty site, every record and file checked before anything
      is written; if it is cut off, the same command again finishes it

  --from <path>       the dump's folder, or an archive (.zip)
  --uploads <folder>  the old server's Upload folder (old site only)
  --dry-run           reads and checks everything, says what would happen, writes nothing
${TARGET_HELP}

Running it again changes nothing that is already there: records changed in the console since
the first import are never overwritten. docs/migration.md tells the whole move.`;

export const EXPORT_USAGE = `Writes the whole site to one ZIP: a JSON file per kind of record and every stored file, the
same archive as "Export everything" in the console.

  npm run export -- --local [--out <file.zip>]
  npm run export -- --stage <name> [--region <region>] [--out <file.zip>]

  --out <file>        where to write it (default club-site-<date>.zip here)
${TARGET_HELP}`;

const TARGET_OPTIONS = {
  stage: { type: 'string' },
  region: { type: 'string' },
  local: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const targetOf = (
  values: { stage?: string; region?: string; local?: boolean },
  env: NodeJS.ProcessEnv,
): SiteTarget => {
  if (values.local) {
    if (values.stage || values.region)
      throw new UsageError('--local works on the local data only: leave out --stage and --region.');
    return { kind: 'local' };
  }
  if (!values.stage) throw new UsageError('Say which site: --stage <name>, or --local.');
  if (!/^[a-zA-Z0-9-]+$/.test(values.stage))
    throw new UsageError(`"${values.stage}" is not a stage name (letters, digits and hyphens).`);
  const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return { kind: 'stage', stage: values.stage, region };
};

export interface ImportOptions {
  target: SiteTarget;
  from: string;
  uploads?: string;
  dryRun: boolean;
  archive: boolean;
}

export const parseImportOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ImportOptions | 'help' => {
  const values = readCommandLine(args, {
    ...TARGET_OPTIONS,
    from: { type: 'string' },
    uploads: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  });
  if (values.help) return 'help';
  if (!values.from)
    throw new UsageError('Say what to import: --from <dump folder or archive.zip>.');
  const archive = /\.zip$/i.test(values.from);
  if (archive && values.uploads)
    throw new UsageError('An archive holds its own files: leave out --uploads.');
  return {
    target: targetOf(values, env),
    from: values.from,
    ...(values.uploads ? { uploads: values.uploads } : {}),
    dryRun: values['dry-run'],
    archive,
  };
};

export const parseExportOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): { target: SiteTarget; out?: string } | 'help' => {
  const values = readCommandLine(args, { ...TARGET_OPTIONS, out: { type: 'string' } });
  if (values.help) return 'help';
  return { target: targetOf(values, env), ...(values.out ? { out: values.out } : {}) };
};
