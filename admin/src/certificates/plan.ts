import type { CsvRow } from './csv';

/** Where each certificate's picture comes from. */
export type ImageSource =
  | { kind: 'shared'; file: File }
  /** Pictures by file name, lower-cased (see `imageKey`). */
  | { kind: 'zip'; files: ReadonlyMap<string, File> };

export interface PlannedRow extends CsvRow {
  /** The picture to upload; set when the row is ready. */
  file?: File;
}

/** How a ZIP entry and a CSV cell are matched: by the file's own name, ignoring case and folders. */
export const imageKey = (path: string) => (path.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

const imageProblem = (row: CsvRow, images: ImageSource | undefined) => {
  if (!images || images.kind === 'shared') return undefined;
  if (!row.image) return 'No image file name: the ZIP needs an image column.';
  if (!images.files.has(imageKey(row.image))) return `Image '${row.image}' is not in the ZIP.`;
  return undefined;
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
    const missingImage = imageProblem(row, images);
    if (missingImage) problems.push(missingImage);
    if (problems.length > 0 || !images) return { ...row, problems };
    const file = images.kind === 'shared' ? images.file : images.files.get(imageKey(row.image))!;
    return { ...row, problems, file };
  });

export const isReady = (row: PlannedRow) => row.problems.length === 0;
