import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, rename, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The parts of s3rver's own store (lib/stores/filesystem.js) this one builds on. */
interface S3rverObject {
  bucket: string;
  key: string;
  content: Readable | Buffer | null;
  metadata: Record<string, string | number>;
  range?: { start: number; end: number };
}
interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string | number>>;
}

const require = createRequire(import.meta.url);
const FilesystemStore = require('s3rver/lib/stores/filesystem.js') as new (
  root: string,
) => FilesystemStore;
const S3Object = require('s3rver/lib/models/object.js') as {
  new (
    bucket: string,
    key: string,
    content: Readable | null,
    metadata: Record<string, string | number>,
  ): S3rverObject;
  ALLOWED_METADATA: string[];
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * s3rver's store with S3's promise that a reader gets one whole version of an object. s3rver
 * rewrites an object's files in place and sends the length it read before opening the data, so
 * a page read while the publisher rewrote it came short of its stated length and the visitor's
 * request hung (a browser test waited out its 10 s), or its metadata was half written (a 500).
 * Here each file of a new version is written beside the bucket and renamed over the old one,
 * and a read sends the length of the data it opened.
 */
export class WholeObjectStore extends FilesystemStore {
  /** `scratch` must be on the same disk as `root`, so a rename there is atomic. */
  constructor(
    root: string,
    private readonly scratch: string,
  ) {
    super(root);
  }

  /** Writes a file whole, or not at all, as readers see it. */
  private async replace(path: string, write: (draft: string) => Promise<void>) {
    await mkdir(this.scratch, { recursive: true });
    const draft = join(this.scratch, randomUUID());
    try {
      await write(draft);
      await rename(draft, path);
    } catch (error) {
      await rm(draft, { force: true });
      throw error;
    }
  }

  async putMetadata(
    bucket: string,
    key: string,
    metadata: Record<string, string | number>,
    md5?: string,
  ) {
    const kept = Object.fromEntries(
      Object.entries(metadata).filter(
        ([name]) => S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'),
      ),
    );
    if (md5)
      await this.replace(this.getResourcePath(bucket, key, 'object.md5'), (draft) =>
        writeFile(draft, md5),
      );
    await this.replace(this.getResourcePath(bucket, key, 'metadata.json'), (draft) =>
      writeFile(draft, JSON.stringify(kept, null, 2)),
    );
  }

  async putObject(object: S3rverObject) {
    const path = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(path), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const content = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : (object.content ?? Readable.from([]));
    await this.replace(path, (draft) =>
      pipeline(
        content,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            md5.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(draft),
      ),
    );
    const sum = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, sum);
    return { size, md5: sum };
  }

  async getObject(
    bucket: string,
    key: string,
    options?: { start?: number; end?: number },
  ): Promise<S3rverObject | null> {
    const path = this.getResourcePath(bucket, key, 'object');
    // A version replaced while its metadata was read would be sent with the next one's ETag,
    // and a browser revalidating with it would keep the old page: read it again.
    for (let attempt = 0; ; attempt++) {
      let file: FileHandle;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const metadata = await this.getMetadata(bucket, key);
        const opened = await file.stat();
        if (attempt < 5 && (await stat(path)).ino !== opened.ino) {
          await file.close();
          continue;
        }
        return await this.objectOf(
          bucket,
          key,
          file,
          { ...metadata, 'content-length': opened.size },
          options,
        );
      } catch (error) {
        await file.close().catch(() => undefined); // already closed by a failed read
        if (isMissing(error)) return null;
        throw error;
      }
    }
  }

  /**
   * As s3rver's own getObject, on the file already open, read whole and closed at once: s3rver
   * leaves the content unread when it answers 304, and an open stream would then hold the file
   * until the garbage collector closed it. Objects here are at most 20 MB (the upload limit).
   */
  private async objectOf(
    bucket: string,
    key: string,
    file: FileHandle,
    metadata: Record<string, string | number>,
    options?: { start?: number; end?: number },
  ) {
    const lastByte = Math.max(0, Number(metadata['content-length']) - 1);
    const range = {
      start: options?.start ?? 0,
      end: Math.min(options?.end || Infinity, lastByte),
    };
    let content: Readable | null = null;
    try {
      if (range.start >= 0 && range.end >= range.start) {
        const bytes = Buffer.alloc(range.end + 1 - range.start);
        const { bytesRead } = await file.read(bytes, 0, bytes.length, range.start);
        content = Readable.from([bytes.subarray(0, bytesRead)]);
      }
    } finally {
      await file.close();
    }
    const object = new S3Object(bucket, key, content, metadata);
    if (options && (options.start !== undefined || options.end)) object.range = range;
    return object;
  }
}
