import { categoryOf, UPLOAD_LIMITS } from '@club/model';
import { ZIP_FILE_LIMIT, ZIP_TOTAL_LIMIT } from './limits';
import { readZipDirectory, ZipProblem, type ZipEntry } from './zip-directory';
import { checkEntry, unpackEntry } from './zip-unpack';
import { sizeText } from './words';

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
 * A picture or video of a ZIP, checked (its declared size within the limits, and its bytes
 * unpacking to exactly that) but not kept: `open` unpacks it when its row is sent, so the tab
 * holds the pictures of the rows being sent rather than the whole ZIP.
 */
export interface ZipPicture {
  /** Where it is in the ZIP: 'Photos/rima.png'. */
  path: string;
  /** The file's own name: 'rima.png'. */
  name: string;
  type: string;
  size: number;
  open: () => Promise<File>;
}

/** A ZIP's pictures and videos by `zipKey`; more than one where folders repeat a name. */
export type ZipPictures = ReadonlyMap<string, readonly ZipPicture[]>;

/** A file to upload with a row: one chosen on its own, or one in a ZIP, unpacked when sent. */
export type Upload = File | ZipPicture;

/** The file itself, unpacked if it is in a ZIP. Rejects with a ZipProblem. */
export const uploadFile = (upload: Upload): Promise<File> =>
  upload instanceof File ? Promise.resolve(upload) : upload.open();

/**
 * The entries worth unpacking, with their types: pictures and videos. Folders, other files,
 * and the extra files macOS adds (__MACOSX/, ._name) are left out.
 */
const picturesOf = (entries: readonly ZipEntry[]) =>
  entries.flatMap((entry) => {
    const key = zipKey(entry.path);
    const type = typeOf(key);
    const skipped = /[\\/]$/.test(entry.path) || entry.path.startsWith('__MACOSX/');
    return type && !skipped && !key.startsWith('.') ? [{ entry, type }] : [];
  });

/**
 * What refuses a ZIP before anything in it is unpacked, from the sizes it declares: a file
 * larger than an upload takes (UPLOAD_LIMITS), too many files, or too much in all.
 */
const declaredSizeProblem = (
  zipName: string,
  pictures: readonly { entry: ZipEntry; type: string }[],
): string | undefined => {
  if (pictures.length > ZIP_FILE_LIMIT)
    return `${zipName} holds ${pictures.length.toLocaleString('en')} pictures and videos: one import takes at most ${ZIP_FILE_LIMIT.toLocaleString('en')}. Please split the list and its ZIP.`;
  for (const { entry, type } of pictures) {
    const category = categoryOf('media', type)!;
    const most = UPLOAD_LIMITS[category].bytes;
    if (entry.size > most)
      return `'${entry.path}' in the ZIP is ${sizeText(entry.size)}: a ${category} may be at most ${sizeText(most)}. Please make it smaller, or leave it out of the ZIP.`;
  }
  const total = pictures.reduce((sum, { entry }) => sum + entry.size, 0);
  if (total > ZIP_TOTAL_LIMIT)
    return `The pictures and videos in ${zipName} come to ${sizeText(total)} unpacked: one ZIP may hold at most ${sizeText(ZIP_TOTAL_LIMIT)}. Please split the list into smaller imports, each with its own ZIP.`;
  return undefined;
};

/** One checked entry, opened when its row is sent; a file changed on disk since is said so. */
const pictureOf = (zip: File, entry: ZipEntry, type: string): ZipPicture => {
  const name = entry.path.split(/[\\/]/).pop()!;
  return {
    path: entry.path,
    name,
    type,
    size: entry.size,
    open: () =>
      unpackEntry(zip, entry, { name, type }).catch((error: unknown) => {
        if (error instanceof ZipProblem) throw error;
        throw new ZipProblem(
          `'${entry.path}' could not be read from ${zip.name} again: the file may have been moved or changed since it was chosen. Please choose the ZIP again.`,
        );
      }),
  };
};

/**
 * The pictures and videos of a ZIP by `zipKey`. Their declared sizes are checked first, then
 * each is unpacked in turn and counted, never past what it declares, and let go. Rejects with
 * a ZipProblem for a ZIP refused, with another error when the file is not a ZIP.
 */
export const zipFiles = async (zip: File): Promise<ZipPictures> => {
  const pictures = picturesOf(await readZipDirectory(zip));
  const problem = declaredSizeProblem(zip.name, pictures);
  if (problem) throw new ZipProblem(problem);
  const files = new Map<string, ZipPicture[]>();
  for (const { entry, type } of pictures) {
    await checkEntry(zip, entry);
    const key = zipKey(entry.path);
    files.set(key, [...(files.get(key) ?? []), pictureOf(zip, entry, type)]);
  }
  return files;
};

/** What a file that gave no pictures (or videos) says: not a ZIP, or nothing usable in it. */
export const unreadableZip = (fileName: string, videos: boolean) =>
  `${fileName} could not be read as a ZIP of ${videos ? 'pictures and videos' : 'pictures'}. Please check the file.`;

/** A ZIP chosen on an import screen: its files and the line shown beside the button, or why not. */
export type ZipChoice =
  | { zip: { label: string; files: ZipPictures }; error?: undefined }
  | { zip?: undefined; error: string };

/**
 * Read a chosen ZIP: its files, labelled `name: <count(n)>`; or why it is refused (a file too
 * large, one that unpacks past its size); or, when it is not a ZIP or holds nothing usable, the
 * `unreadableZip` error.
 */
export const readZipChoice = async (
  file: File,
  count: (n: number) => string,
  videos: boolean,
): Promise<ZipChoice> => {
  try {
    const files = await zipFiles(file);
    const n = [...files.values()].reduce((sum, found) => sum + found.length, 0);
    if (n > 0) return { zip: { label: `${file.name}: ${count(n)}`, files } };
  } catch (error) {
    if (error instanceof ZipProblem) return { error: error.message };
    // Not a ZIP: said the same way as a ZIP with nothing usable in it.
  }
  return { error: unreadableZip(file.name, videos) };
};
