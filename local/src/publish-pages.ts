import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { invokeAndWait, publishAnswer, type PublishRequest } from '@club/functions/calls';

/** The publish function's name under serverless-offline (serverless.yml: <service>-<stage>-publish). */
export const PUBLISH_FUNCTION = 'robotics-club-dev-publish';

const local = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
};

/**
 * Puts the site's build where the publisher reads it, as the deploy does in AWS: its
 * index.html at the bucket's root. (The rest of the build is served from its folder.)
 */
export const putAppShell = async (s3Endpoint: string, bucket: string, siteBuild: string) => {
  const s3 = new S3Client({ ...local, endpoint: s3Endpoint, forcePathStyle: true });
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: 'index.html',
      Body: await readFile(join(siteBuild, 'index.html')),
      ContentType: 'text/html; charset=utf-8',
      CacheControl: 'no-cache',
    }),
  );
};

/**
 * Has the publish function make every page now, and waits for it: the build may have changed
 * since the pages were last made. At a start, before the gateway opens, nothing else can be
 * publishing: a publish lease still held is one a killed run of the stack left, and is taken
 * over rather than waited out (`takeOver`). Returns its answer, or throws its failure.
 */
export const publishNow = (lambdaUrl: string, reason: string, { takeOver = true } = {}) =>
  invokeAndWait({
    lambda: new LambdaClient({ ...local, endpoint: lambdaUrl }),
    functionName: PUBLISH_FUNCTION,
    request: { reason, wait: true, takeOver } satisfies PublishRequest,
    answer: publishAnswer,
    calling: 'the publish function',
  });
