import { describe, expect, it } from 'vitest';
import { CSV_BYTE_LIMIT } from './limits';
import { readCsvFile } from './read-csv-file';

/** "José Núñez" as Excel's plain "CSV" saves it on a Western Windows: Windows-1252. */
const WINDOWS_1252 = new Uint8Array([
  ...new TextEncoder().encode('name,event\nJos'),
  0xe9,
  0x20,
  0x4e,
  0xfa,
  0xf1,
  0x65,
  0x7a,
  ...new TextEncoder().encode(',Robo Fest\n'),
]);

describe('readCsvFile', () => {
  it('reads UTF-8, with or without a byte-order mark', async () => {
    const text = 'name,event\nJosé Núñez,রোবো ফেস্ট\n';
    expect(await readCsvFile(new File([text], 'list.csv'))).toEqual({ text });
    expect(await readCsvFile(new File(['\uFEFF' + text], 'list.csv'))).toEqual({ text });
  });

  it('refuses a file in another encoding, saying how to save it, rather than guess', async () => {
    expect(await readCsvFile(new File([WINDOWS_1252], 'excel.csv'))).toEqual({
      problem:
        'excel.csv is not saved as UTF-8, so some of its letters cannot be read (names with é, ñ or any Bangla would come out wrong). In Excel choose File › Save As › "CSV UTF-8 (Comma delimited)"; in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"; Google Sheets downloads UTF-8 already. Then choose the file again.',
    });
    // Excel's "Unicode Text" is UTF-16.
    const utf16 = new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]);
    expect((await readCsvFile(new File([utf16], 'u.csv'))).problem).toMatch(/not saved as UTF-8/);
  });

  it('refuses a file larger than an import takes before reading it', async () => {
    const huge = new File([new Uint8Array(CSV_BYTE_LIMIT + 1)], 'huge.csv');
    huge.arrayBuffer = () => Promise.reject(new Error('read'));
    expect(await readCsvFile(huge)).toEqual({
      problem:
        'huge.csv is 10.1 MB: a CSV to import may be at most 10 MB (5,000 rows). Please split it into smaller files and import each.',
    });
  });
});
