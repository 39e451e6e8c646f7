import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { DirectUploads } from '../domain/ports.js';

/**
 * S3's browser-based upload: a signed policy that lets the holder POST one file to one key,
 * and S3 itself refuses a file of another type or size (locally, s3rver does not check the
 * policy; the API checks every upload again before taking it).
 */
export const s3DirectUploads = (s3: S3Client, bucket: string): DirectUploads => ({
  async presign({ key, contentType, maxBytes, expiresSeconds }) {
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: bucket,
      Key: key,
      Conditions: [
        ['content-length-range', 1, maxBytes],
        ['eq', '$Content-Type', contentType],
      ],
      Fields: { 'Content-Type': contentType },
      Expires: expiresSeconds,
    });
    return { url, fields };
  },
});
