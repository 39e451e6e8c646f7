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
import { LambdaClient } from '@aws-sdk/client-lambda';
import { apiFunctionName, issuerSummary, runIssuerTask, stageApiEnvironment } from '@club/deploy';
import { certificate } from '@club/model';
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
  /**
   * Signs every certificate without a current credential, where the site's key is: locally
   * with the data folder's key; on a stage by its API function, so the key never leaves AWS.
   * Says what was done, in a line.
   */
  signCertificates(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A stage's API settings for a tool on this machine, less the signing key's: with it the tool
 * would read the key from Parameter Store and sign here. Certificates written by the tool are
 * signed by the stage's own function afterwards (signCertificates).
 */
export const stageToolEnvironment = ({ ISSUER_KEY_PARAMETER: _, ...env }: NodeJS.ProcessEnv) => env;

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
    const env = stageToolEnvironment(await stageApiEnvironment(target.stage, target.region));
    const lambda = new LambdaClient({ region: target.region });
    return {
      ...withServices(env, dryRun),
      where: `the stage ${target.stage}`,
      isLocal: false,
      signCertificates: async () =>
        issuerSummary(await runIssuerTask(lambda, apiFunctionName(target.stage), 'backfill')),
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
    const signCertificates = async () => {
      const signed = await site.deps.issuer?.backfill(certificate);
      return signed?.issued ? `Signed the credentials of ${signed.issued} certificates.` : '';
    };
    return {
      ...site,
      where: `the local site (${dataDir})`,
      isLocal: true,
      signCertificates,
      close: emulators.stop,
    };
  } catch (error) {
    await emulators.stop();
    throw error;
  }
};
