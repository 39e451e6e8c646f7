import { CSV_BYTE_LIMIT, IMPORT_ROW_LIMIT } from './limits';
import { sizeText } from './words';

/** A chosen CSV file's text, or why it is not read. */
export type CsvFileText =
  { text: string; problem?: undefined } | { text?: undefined; problem: string };

/**
 * How to save a file as UTF-8, in the words of the programs a club uses. Excel's plain "CSV"
 * is saved in the computer's own code page (Windows-1252 in the West), which cannot even hold
 * Bangla.
 */
export const SAVE_AS_UTF8 =
  'In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"; Google Sheets downloads UTF-8 already.';

export const notUtf8 = (fileName: string) =>
  `${fileName} is not saved as UTF-8, so some of its letters cannot be read (names with é, ñ or any Bangla would come out wrong). ${SAVE_AS_UTF8} Then choose the file again.`;

export const tooLarge = (fileName: string, bytes: number) =>
  `${fileName} is ${sizeText(bytes)}: a CSV to import may be at most ${sizeText(CSV_BYTE_LIMIT)} (${IMPORT_ROW_LIMIT.toLocaleString('en')} rows). Please split it into smaller files and import each.`;

/**
 * A CSV file's text, read only when it is UTF-8 (a byte-order mark or none) and no larger than
 * an import takes. A file in another encoding is refused rather than guessed at: a wrong guess
 * (Windows-1252 for a file saved in another code page) would put wrong letters in names, and
 * names are printed on certificates.
 */
export const readCsvFile = async (file: File): Promise<CsvFileText> => {
  if (file.size > CSV_BYTE_LIMIT) return { problem: tooLarge(file.name, file.size) };
  const bytes = await file.arrayBuffer();
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: notUtf8(file.name) };
  }
};
