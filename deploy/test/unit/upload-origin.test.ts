import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { uploadsBucketOrigin } from '@club/model';

describe("the console's direct upload in AWS", () => {
  it.each(['us-east-1', 'eu-west-1', 'ap-south-1'])(
    'posts to the origin the CDN’s Content-Security-Policy allows (%s)',
    async (region) => {
      // Signing is local: no request leaves this machine.
      const s3 = new S3Client({ region, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
      const { url } = await createPresignedPost(s3, {
        Bucket: 'robotics-club-prod-uploads',
        Key: 'incoming/x',
      });
      expect(new URL(url).origin).toBe(uploadsBucketOrigin('robotics-club-prod-uploads', region));
    },
  );
});
