import { createHash } from 'node:crypto';
import { servedPathOf, WITHDRAWN_FILES_COLLECTION } from '@club/model';
import type { RecordStore } from '../ports.js';

/** One entry per key: a file binned twice is dropped by the CDN once. */
const entryId = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Files taken out of service whose addresses the CDN may still serve from its cache (a stored
 * file is cached for a year): noted here, they are dropped by the next publish, which the
 * write asks for (publish/src/withdrawn.ts reads and forgets them).
 */
export const withdrawnFiles = (records: RecordStore) => ({
  async note(keys: readonly string[]) {
    await Promise.all(
      keys.map((key) =>
        records.put(WITHDRAWN_FILES_COLLECTION, { id: entryId(key), path: servedPathOf(key) }),
      ),
    );
  },
});

export type WithdrawnFiles = ReturnType<typeof withdrawnFiles>;
