import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from '../domain/ports.js';

// File names are unique per upload, so a stored file never changes: cache it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const s3FileStore = (s3: S3Client, bucket: string): FileStore => ({
  async save({ key, body, contentType }) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  },
  async remove(key) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
});
