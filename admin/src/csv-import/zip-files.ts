import JSZip from 'jszip';

/**
 * The file types an upload takes (UPLOAD_LIMITS in the model), by the extension a file in a
 * ZIP has: a ZIP keeps no content type.
 */
export const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** How a ZIP entry and a CSV cell are matched: by the file's own name, ignoring case and folders. */
export const zipKey = (path: string) => (path.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

const typeOf = (key: string) => TYPE_BY_EXTENSION[key.split('.').pop() ?? ''];

/**
 * The pictures and videos of a ZIP by `zipKey`. Folders, other files, and the extra files
 * macOS adds (__MACOSX/, ._name) are left out. Rejects when the file is not a ZIP.
 */
export const zipFiles = async (zipFile: Blob): Promise<Map<string, File>> => {
  const zip = await JSZip.loadAsync(zipFile);
  const files = new Map<string, File>();
  for (const entry of Object.values(zip.files)) {
    const key = zipKey(entry.name);
    const type = typeOf(key);
    if (entry.dir || !type || entry.name.startsWith('__MACOSX/') || key.startsWith('.')) continue;
    const name = entry.name.split(/[\\/]/).pop()!;
    files.set(key, new File([await entry.async('blob')], name, { type }));
  }
  return files;
};

/** What a file that gave no pictures (or videos) says: not a ZIP, or nothing usable in it. */
export const unreadableZip = (fileName: string, videos: boolean) =>
  `${fileName} could not be read as a ZIP of ${videos ? 'pictures and videos' : 'pictures'}. Please check the file.`;

/** A ZIP chosen on an import screen: its files and the line shown beside the button, or why not. */
export type ZipChoice =
  | { zip: { label: string; files: ReadonlyMap<string, File> }; error?: undefined }
  | { zip?: undefined; error: string };

/**
 * Read a chosen ZIP: its files, labelled `name: <count(n)>`, or, when it is not a ZIP or holds
 * nothing usable, the `unreadableZip` error.
 */
export const readZipChoice = async (
  file: File,
  count: (n: number) => string,
  videos: boolean,
): Promise<ZipChoice> => {
  try {
    const files = await zipFiles(file);
    if (files.size > 0) return { zip: { label: `${file.name}: ${count(files.size)}`, files } };
  } catch {
    // Not a ZIP: said the same way as a ZIP with nothing usable in it.
  }
  return { error: unreadableZip(file.name, videos) };
};
