import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { PageFiles } from '../ports.js';

/**
 * The site's bucket as the publisher sees it: it reads the built index.html at the root (the
 * deploy puts it there) and writes under pages/ alone, as its role allows.
 */
export const s3PageFiles = (s3: S3Client, bucket: string): PageFiles => {
  const read = async (key: string) => {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await answer.Body?.transformToString('utf8');
    } catch (error) {
      // Without s3:ListBucket, S3 says 403 rather than 404 for a key that is not there.
      const name = (error as Error).name;
      if (error instanceof NoSuchKey || name === 'NoSuchKey' || name === 'AccessDenied')
        return undefined;
      throw error;
    }
  };
  return {
    read,
    async write({ key, body, contentType, cacheControl }) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
};
