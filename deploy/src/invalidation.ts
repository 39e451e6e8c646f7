import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { PlannedFile } from './build-files.js';

const INDEX = 'index.html';

/** A key as a CloudFront path: each segment URL-encoded, as CloudFront asks of unsafe characters. */
const pathOf = (key: string) => `/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The paths whose cached copies a deploy must drop: every unhashed file just published (hashed
 * assets get new names instead). A page's address reaches the cache as /index.html or
 * /admin/index.html (the CloudFront Function rewrites it first); the folders themselves, / and
 * /admin/, are dropped as well.
 */
export const invalidationPaths = (plan: PlannedFile[]) => {
  const paths = plan
    .filter((file) => file.tier !== 'asset')
    .flatMap(({ key }) =>
      key === INDEX || key.endsWith(`/${INDEX}`)
        ? [pathOf(key), pathOf(key.slice(0, -INDEX.length))]
        : [pathOf(key)],
    );
  return [...new Set(paths)].sort();
};

/**
 * One invalidation for all the paths; resolves with its id. The CallerReference is new each
 * time: CloudFront treats a repeated one as the same request and would do nothing.
 */
export const invalidate = async (
  cloudfront: CloudFrontClient,
  distributionId: string,
  paths: string[],
) => {
  const { Invalidation } = await cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: `deploy-${new Date().toISOString()}-${randomUUID()}`,
        Paths: { Quantity: paths.length, Items: paths },
      },
    }),
  );
  return Invalidation?.Id;
};
