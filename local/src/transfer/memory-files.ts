import type { FileStore } from '@club/functions';

/** A bucket in memory: a dry run puts each file through the real checks, and keeps nothing. */
export const memoryFiles = (): FileStore => {
  const objects = new Map<string, { body: Uint8Array; contentType: string; at: Date }>();
  const get = (key: string) => {
    const object = objects.get(key);
    if (!object) throw new Error(`No such file: ${key}`);
    return object;
  };
  return {
    async save({ key, body, contentType }) {
      objects.set(key, { body, contentType, at: new Date() });
    },
    async remove(key) {
      objects.delete(key);
    },
    async facts(key) {
      const object = objects.get(key);
      return object && { size: object.body.byteLength, contentType: object.contentType };
    },
    async read(key, range) {
      const { body } = get(key);
      return range ? body.subarray(range.start, range.end + 1) : body;
    },
    async copy(from, to, contentType) {
      objects.set(to, { ...get(from), contentType });
    },
    async move(from, to) {
      objects.set(to, { ...get(from), at: new Date() });
      objects.delete(from);
    },
    async list(prefix) {
      return [...objects]
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, { at }]) => ({ key, lastModified: at }));
    },
  };
};
