import JSZip from 'jszip';
import type { ZipPicture } from '../csv-import/zip-files';

/** A real ZIP of these files, each deflated, as its bytes. */
export const zipBytes = async (files: Record<string, Uint8Array | string>) => {
  const zip = new JSZip();
  for (const [path, content] of Object.entries(files)) zip.file(path, content);
  return new Uint8Array(await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' }));
};

/**
 * The same ZIP, with the unpacked size of `path` declared as `size` in both its central
 * directory and its local header: a ZIP that lies about its sizes, as a ZIP bomb does. Assumes
 * a ZIP without a comment (JSZip writes none).
 */
export const declaringSize = (zip: Uint8Array<ArrayBuffer>, path: string, size: number) => {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  const end = bytes.byteLength - 22;
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  while (at < end) {
    const nameLength = view.getUint16(at + 28, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name === path) {
      view.setUint32(at + 24, size, true);
      view.setUint32(view.getUint32(at + 42, true) + 22, size, true);
      return bytes;
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  throw new Error(`${path} is not in the ZIP`);
};

/** A file as a ZIP's picture, at `path` in the ZIP: what readZipChoice gives for it. */
export const zipPicture = (path: string, file: File): ZipPicture => ({
  path,
  name: file.name,
  type: file.type,
  size: file.size,
  open: () => Promise.resolve(file),
});
