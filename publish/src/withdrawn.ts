import type { buildContentReader } from '@club/functions/reader';
import { WITHDRAWN_FILES_COLLECTION } from '@club/model';

/** A file taken out of service: its entry, and the address the CDN may still hold it under. */
export interface WithdrawnFile {
  id: string;
  path: string;
}

/** Files taken out of service that the CDN must drop (functions/src/domain/files/withdrawn-files.ts). */
export interface WithdrawnFiles {
  list(): Promise<WithdrawnFile[]>;
  /** Once the CDN was told: the next publish need not tell it again. */
  forget(files: readonly WithdrawnFile[]): Promise<void>;
}

export const withdrawnFilesIn = ({
  records,
}: Pick<ReturnType<typeof buildContentReader>, 'records'>): WithdrawnFiles => ({
  async list() {
    return (await records.list(WITHDRAWN_FILES_COLLECTION)).map((item) => ({
      id: item.id,
      path: String(item.path),
    }));
  },
  async forget(files) {
    await Promise.all(files.map((f) => records.remove(WITHDRAWN_FILES_COLLECTION, f.id)));
  },
});
