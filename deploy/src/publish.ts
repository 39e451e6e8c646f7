import { readFile } from 'node:fs/promises';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { TIERS, type PlannedFile, type Tier } from './build-files.js';

/** Uploads at once within a tier: enough to keep a deploy quick, few enough for a slow line. */
const PARALLEL = 8;

const upload = async (s3: S3Client, bucket: string, file: PlannedFile) =>
  s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: file.key,
      Body: await readFile(file.path),
      ContentType: file.contentType,
      CacheControl: file.cacheControl,
    }),
  );

/**
 * Puts the planned files into the site bucket, one tier after the other (build-files.ts): no
 * page goes up before the assets it names are there.
 *
 * Nothing is deleted. The hashed assets of earlier deploys stay, because pages already open in
 * browsers (and copies of older pages still cached) go on loading them; they are small, and a
 * new build never overwrites them since each name is its content's hash.
 */
export const publishPlan = async (
  s3: S3Client,
  bucket: string,
  plan: PlannedFile[],
  onTier: (tier: Tier, count: number) => void = () => {},
) => {
  for (const tier of TIERS) {
    const files = plan.filter((file) => file.tier === tier);
    if (files.length === 0) continue;
    onTier(tier, files.length);
    for (let start = 0; start < files.length; start += PARALLEL)
      await Promise.all(files.slice(start, start + PARALLEL).map((f) => upload(s3, bucket, f)));
  }
};
