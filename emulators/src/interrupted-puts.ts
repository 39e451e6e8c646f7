import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const OBJECT = '._S3rver_object';
const parts = (objectPath: string) => [
  objectPath,
  `${objectPath}.md5`,
  objectPath.slice(0, -OBJECT.length) + '._S3rver_metadata.json',
];

const readable = (path: string, check: (text: Buffer) => unknown) => {
  try {
    return Boolean(check(readFileSync(path)));
  } catch {
    return false;
  }
};

/** Whether s3rver finished writing this object: its data, its checksum and its metadata. */
const complete = (objectPath: string) => {
  const [object, md5, metadata] = parts(objectPath) as [string, string, string];
  const sum = existsSync(md5) ? readFileSync(md5, 'utf8') : undefined;
  return (
    sum !== undefined &&
    readable(object, (data) => createHash('md5').update(data).digest('hex') === sum) &&
    readable(metadata, (text) => JSON.parse(text.toString('utf8')) as unknown)
  );
};

const objectsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return objectsUnder(path);
    return entry.name.endsWith(OBJECT) ? [path] : [];
  });

/**
 * s3rver writes an object's data, checksum and metadata as three plain files, so a stack
 * killed mid-upload (Ctrl-C twice, a power cut) leaves a half-written object, and every later
 * listing of its folder fails with S3's "internal error". S3 itself never shows a put that did
 * not finish, so neither does the local stack: each start drops the unfinished ones. Returns
 * the keys' paths it dropped.
 */
export const dropInterruptedPuts = (bucketDir: string) => {
  if (!existsSync(bucketDir)) return [];
  const dropped = objectsUnder(bucketDir).filter((path) => !complete(path));
  for (const path of dropped) for (const part of parts(path)) rmSync(part, { force: true });
  return dropped;
};
