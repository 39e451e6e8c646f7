import JSZip from 'jszip';
import { codeFileName } from './public-address';
import { certificateQr, pngBase64, QR_FILE_SIZE } from './qr';

/**
 * One 300 px PNG per code, named after it, in one ZIP. Two codes that differ only in characters
 * a file name cannot hold would collide; the second gets a number.
 */
export const qrZip = async (codes: readonly string[], onProgress?: (done: number) => void) => {
  const zip = new JSZip();
  const used = new Set<string>();
  let done = 0;
  for (const code of codes) {
    let name = codeFileName(code, 'png');
    for (let n = 2; used.has(name.toLowerCase()); n++) name = codeFileName(`${code} (${n})`, 'png');
    used.add(name.toLowerCase());
    zip.file(name, pngBase64(await certificateQr(code, QR_FILE_SIZE)), { base64: true });
    onProgress?.(++done);
  }
  return zip.generateAsync({ type: 'blob', mimeType: 'application/zip' });
};
