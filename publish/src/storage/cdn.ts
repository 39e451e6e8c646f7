import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { Cdn } from '../ports.js';

/** The stage's CloudFront distribution: drops its copies of the pages that changed. */
export const cloudFrontCdn = (distributionId: string | undefined): Cdn => ({
  async invalidate(paths) {
    // Locally there is no CDN: the gateway reads the bucket on every visit.
    if (!distributionId || paths.length === 0) return;
    // CloudFront's own client, in us-east-1 wherever the stack is: the service is global.
    await new CloudFrontClient({ region: 'us-east-1' }).send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: {
          CallerReference: `publish-${Date.now()}-${Math.random().toString(36).slice(2)}`,
          Paths: { Quantity: paths.length, Items: [...paths] },
        },
      }),
    );
  },
});
