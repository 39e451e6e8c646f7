import { certificate } from '@club/model';
import { checkFile, type FileCheck } from '../csv-import/file-checks';
import type { Upload, ZipPictures } from '../csv-import/zip-files';
import { IMAGE_COLUMN, type CsvRow } from './csv';

/** Where each certificate's picture comes from. */
export type ImageSource =
  | { kind: 'shared'; file: File }
  /** Pictures by file name (see `zipKey`). */
  | { kind: 'zip'; files: ZipPictures };

export interface PlannedRow extends CsvRow {
  /** The picture to upload; set when the row is ready. */
  file?: Upload;
}

/** The row's picture: the one for every certificate, or its own from the ZIP, checked as any import's. */
const pictureOf = (row: CsvRow, images: ImageSource | undefined): FileCheck => {
  if (!images) return {};
  if (images.kind === 'shared') return { file: images.file };
  return checkFile(certificate, IMAGE_COLUMN, row.image, images.files);
};

/**
 * The rows with every problem known before sending: the file's own, a code already issued,
 * and a picture the ZIP does not have. Rows without problems are the ones to create.
 */
export const planImport = (
  rows: readonly CsvRow[],
  issued: ReadonlySet<string>,
  images: ImageSource | undefined,
): PlannedRow[] =>
  rows.map((row) => {
    const problems = [...row.problems];
    if (row.code && issued.has(row.code)) problems.push('Already issued: this code exists.');
    const { file, problem } = pictureOf(row, images);
    if (problem) problems.push(problem);
    return problems.length === 0 && file ? { ...row, problems, file } : { ...row, problems };
  });

export const isReady = (row: PlannedRow) => row.problems.length === 0;
