import JSZip from 'jszip';
import { imageKey } from './plan';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const typeOf = (name: string) => TYPES[name.split('.').pop()?.toLowerCase() ?? ''];

/**
 * The pictures of a ZIP by file name (see `imageKey`). Folders, files that are not pictures,
 * and the extra files macOS adds (__MACOSX/, ._name) are left out.
 */
export const zipImages = async (zipFile: Blob): Promise<Map<string, File>> => {
  const zip = await JSZip.loadAsync(zipFile);
  const images = new Map<string, File>();
  for (const entry of Object.values(zip.files)) {
    const key = imageKey(entry.name);
    const type = typeOf(key);
    if (entry.dir || !type || entry.name.startsWith('__MACOSX/') || key.startsWith('.')) continue;
    const name = entry.name.split('/').pop()!;
    images.set(key, new File([await entry.async('blob')], name, { type }));
  }
  return images;
};
