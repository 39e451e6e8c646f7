import { uploadKey } from '@club/model';
import type {
  DirectUploads,
  FileStore,
  Mail,
  Mailer,
  MediaProcessor,
  PresignedPost,
} from '../../src/domain/ports.js';

/** The uploads bucket in memory. */
export const memoryFileStore = (now: () => Date = () => new Date()) => {
  const objects = new Map<string, { body: Uint8Array; contentType: string; lastModified: Date }>();
  const files: FileStore = {
    async save({ key, body, contentType }) {
      objects.set(key, { body: body.slice(), contentType, lastModified: now() });
    },
    async remove(key) {
      objects.delete(key);
    },
    async facts(key) {
      const found = objects.get(key);
      return found && { size: found.body.byteLength, contentType: found.contentType };
    },
    async read(key, range) {
      const found = objects.get(key);
      if (!found) throw new Error(`NoSuchKey: ${key}`);
      return range ? found.body.slice(range.start, range.end + 1) : found.body.slice();
    },
    async copy(from, to, contentType) {
      const found = objects.get(from);
      if (!found) throw new Error(`NoSuchKey: ${from}`);
      objects.set(to, { body: found.body.slice(), contentType, lastModified: now() });
    },
    async move(from, to) {
      const found = objects.get(from);
      if (!found) throw new Error(`NoSuchKey: ${from}`);
      objects.set(to, { ...found, lastModified: now() });
      objects.delete(from);
    },
    async list(prefix) {
      return [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, { lastModified }]) => ({ key, lastModified }));
    },
  };
  return { files, keys: () => [...objects.keys()].sort() };
};

/** Bytes the fake processor refuses, as the real one refuses a script posing as a picture. */
export const NOT_A_PICTURE = new TextEncoder().encode('<script>alert(1)</script>');

const isRefused = (bytes: Uint8Array) => Buffer.from(bytes).equals(Buffer.from(NOT_A_PICTURE));

/**
 * Takes any bytes but NOT_A_PICTURE and stores them under a new name, as the real processor
 * stores what it re-encoded; what it judges by the bytes is media-handler.test.ts's.
 */
export const fakeMediaProcessor = (files: FileStore): MediaProcessor => {
  let made = 0;
  const nameOf = () => `file-${++made}.webp`;
  return {
    async storeBytes({ bytes, folder }) {
      if (isRefused(bytes)) return { ok: false, problem: 'not-accepted' };
      const fileName = nameOf();
      await files.save({
        key: uploadKey(folder, fileName),
        body: bytes,
        contentType: 'image/webp',
      });
      return { ok: true, fileName, contentType: 'image/webp' };
    },
    async adopt({ key, folder, maxBytes }) {
      const facts = await files.facts(key);
      if (!facts) return { ok: false, problem: 'missing' };
      const bytes = await files.read(key);
      await files.remove(key);
      if (isRefused(bytes)) return { ok: false, problem: 'not-accepted' };
      if (maxBytes !== undefined && facts.size > maxBytes)
        return { ok: false, problem: 'too-large' };
      const fileName = nameOf();
      await files.save({
        key: uploadKey(folder, fileName),
        body: bytes,
        contentType: 'image/webp',
      });
      return { ok: true, fileName, contentType: 'image/webp' };
    },
  };
};

/** Presigns nothing: answers a form naming the key and the limits, and keeps each one asked for. */
export const memoryDirectUploads = () => {
  const presigned: Parameters<DirectUploads['presign']>[0][] = [];
  const direct: DirectUploads = {
    async presign(upload): Promise<PresignedPost> {
      presigned.push(upload);
      return { url: 'https://bucket.test/', fields: { key: upload.key } };
    },
  };
  return { direct, presigned };
};

/** Keeps every mail it accepted; `failing` makes it refuse them, as SES down would. */
export const memoryMailer = () => {
  const state = { sent: [] as Mail[], failing: false };
  const mailer: Mailer = {
    async send(mail) {
      if (state.failing) throw new Error('SES is not answering');
      state.sent.push(mail);
    },
  };
  return Object.assign(state, { mailer });
};
