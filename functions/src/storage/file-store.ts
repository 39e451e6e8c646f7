import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isServedUploadType } from '@club/model';
import type { FileStore, ListedFile } from '../domain/ports.js';

// File names are unique per upload, so a stored file never changes: cache it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How a stored file is sent, whoever serves it (the CDN straight from the bucket, or s3rver):
 * the pictures and videos the API stores are shown in the page; anything else is a download
 * of no particular type, so no object in the bucket can open as a page of the site.
 */
const presentation = (contentType: string) =>
  isServedUploadType(contentType)
    ? { ContentType: contentType, ContentDisposition: 'inline' }
    : { ContentType: 'application/octet-stream', ContentDisposition: 'attachment' };

// A role that may not list the bucket is told 403, not 404, about a key that is not there.
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404 ||
    error.$metadata.httpStatusCode === 403);

export const s3FileStore = (s3: S3Client, bucket: string): FileStore => ({
  async save({ key, body, contentType }) {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ...presentation(contentType),
        CacheControl: IMMUTABLE,
      }),
    );
  },
  async remove(key) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
  async facts(key) {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        ...(head.ContentType ? { contentType: head.ContentType } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },
  async read(key, range) {
    const object = await s3.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return object.Body!.transformToByteArray();
  },
  async copy(from, to, contentType) {
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from}`,
        MetadataDirective: 'REPLACE',
        ...presentation(contentType),
        CacheControl: IMMUTABLE,
      }),
    );
  },
  // S3 has no rename: a copy with the object's own headers, then the original goes.
  async move(from, to) {
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'COPY',
      }),
    );
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: from }));
  },
  async list(prefix) {
    const files: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const { Key, LastModified } of page.Contents ?? [])
        if (Key && LastModified) files.push({ key: Key, lastModified: LastModified });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  },
});
