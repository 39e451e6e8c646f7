import { fileFields, type ResourceDefinition } from '@club/model';
import { checkFile } from './file-checks';
import type { ImportRow } from './parse-import';
import { uploadFile, type Upload, type ZipPictures } from './zip-files';
import { referenceProblems, type ReferenceTargets } from './reference-checks';

export interface PlannedRow extends ImportRow {
  /** The files to upload with the row, by field (a ZIP's are unpacked when the row is sent). */
  uploads: Record<string, Upload>;
  /** It names a file, and the ZIP is not chosen yet. */
  waitsForZip: boolean;
}

/**
 * Every row with every problem known before sending: the model's validation (from the
 * parse), a name that refers to no existing record, and a file the ZIP lacks or the upload
 * would refuse. Rows that are ready are the ones to create.
 */
export const planRows = (
  d: ResourceDefinition,
  rows: readonly ImportRow[],
  zip: ZipPictures | undefined,
  targets: ReferenceTargets,
): PlannedRow[] =>
  rows.map((row) => {
    const problems = [...row.problems, ...referenceProblems(d, row.values, targets)];
    const uploads: Record<string, Upload> = {};
    let waitsForZip = false;
    for (const field of fileFields(d)) {
      const check = checkFile(d, field, row.files[field] ?? '', zip);
      if (check.problem) problems.push(check.problem);
      if (check.waiting) waitsForZip = true;
      if (check.file) uploads[field] = check.file;
    }
    return { ...row, problems, uploads, waitsForZip };
  });

export const isReady = (row: PlannedRow) => row.problems.length === 0 && !row.waitsForZip;

/**
 * The row as the data provider creates it: its values, and each file as a form hands it on,
 * unpacked from the ZIP now that the row is sent.
 */
export const recordOf = async (row: PlannedRow) => ({
  ...row.values,
  ...Object.fromEntries(
    await Promise.all(
      Object.entries(row.uploads).map(async ([field, upload]) => [
        field,
        { rawFile: await uploadFile(upload) },
      ]),
    ),
  ),
});
