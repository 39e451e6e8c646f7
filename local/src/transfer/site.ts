import { join, resolve } from 'node:path';
import {
  buildDeps,
  ensureTable,
  localMediaProcessor,
  readConfig,
  s3Client,
  s3FileStore,
  type AppDeps,
  type FileStore,
  type MediaProcessor,
} from '@club/functions';
import { stageApiEnvironment } from '@club/deploy';
import { localApiEnv, startEmulators } from '@club/emulators';
import { ROOT } from '../stack.js';
import { BUCKET, ISSUER_KEY_FILE, SITE_BUCKET, TABLE } from '../stack-names.js';
import { memoryFiles } from './memory-files.js';

/** The local data folder (`dataDir`, else DATA_DIR, else .data), or a deployed stage. */
export type SiteTarget =
  { kind: 'local'; dataDir?: string } | { kind: 'stage'; stage: string; region: string };

/** A site opened for a tool: the API's own services over its table and bucket. */
export interface OpenSite {
  deps: AppDeps;
  files: FileStore;
  /** Checks and stores files as uploads are, on this machine; a dry run's keeps nothing. */
  media: MediaProcessor;
  /** Where, in words: "the local site (/repo/.data)", "the stage prod". */
  where: string;
  isLocal: boolean;
  close(): Promise<void>;
}

const withServices = (env: NodeJS.ProcessEnv, dryRun: boolean) => {
  const config = readConfig(env);
  const files = s3FileStore(s3Client(config), config.UPLOADS_BUCKET);
  // Pictures are re-encoded here with the same code the media function runs.
  const media = localMediaProcessor(dryRun ? memoryFiles() : files);
  return { config, files, media, deps: buildDeps(config, { media }) };
};

/**
 * The local data folder (DATA_DIR, by default .data) while npm start is stopped, or a deployed
 * stage. Locally the folder may be new: an import can be the first thing a fresh clone does.
 */
export const openSite = async (
  target: SiteTarget,
  { dryRun }: { dryRun: boolean },
): Promise<OpenSite> => {
  if (target.kind === 'stage') {
    const env = await stageApiEnvironment(target.stage, target.region);
    return {
      ...withServices(env, dryRun),
      where: `the stage ${target.stage}`,
      isLocal: false,
      close: async () => {},
    };
  }
  const dataDir = resolve(ROOT, target.dataDir ?? process.env.DATA_DIR ?? '.data');
  const emulators = await startEmulators({ dataDir, bucket: BUCKET, siteBucket: SITE_BUCKET });
  try {
    const env = {
      ...localApiEnv(emulators, { table: TABLE, bucket: BUCKET, siteBucket: SITE_BUCKET }),
      ISSUER_KEY_FILE: join(dataDir, ISSUER_KEY_FILE),
    };
    const site = withServices(env, dryRun);
    await ensureTable(site.config);
    return { ...site, where: `the local site (${dataDir})`, isLocal: true, close: emulators.stop };
  } catch (error) {
    await emulators.stop();
    throw error;
  }
};
