import {
  archiveFileName,
  EXPORT_PATH,
  writeArchive,
  type FileToArchive,
  type SiteExport,
} from '@club/model';
import JSZip from 'jszip';
import { fetchUtils } from 'react-admin';

/** Files fetched at a time: the site serves them from its CDN; a few at once keep it moving. */
const AT_ONCE = 4;

export interface ArchiveProgress {
  done: number;
  total: number;
}

/** A file the site could not give back: the archive would not be whole, so none is made. */
export class MissingFile extends Error {}

const fetchFile = async (key: string): Promise<FileToArchive> => {
  // Stored files are public, at the same address on the site as their key in the bucket.
  const answer = await fetch(`/${key}`, { cache: 'no-store' });
  if (!answer.ok) throw new MissingFile(key);
  const body = new Uint8Array(await answer.arrayBuffer());
  const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
  return { key, contentType, size: body.byteLength, body };
};

/**
 * The same ZIP as `npm run export`: the API's records and the keys of the stored files, each
 * file fetched from the site, written with the model's archive layout.
 */
export const buildSiteArchive = async (onProgress: (p: ArchiveProgress) => void) => {
  const { json } = await fetchUtils.fetchJson(EXPORT_PATH);
  const site = json as SiteExport;
  const files: FileToArchive[] = [];
  onProgress({ done: 0, total: site.files.length });
  for (let i = 0; i < site.files.length; i += AT_ONCE) {
    files.push(...(await Promise.all(site.files.slice(i, i + AT_ONCE).map(fetchFile))));
    onProgress({ done: files.length, total: site.files.length });
  }
  const zip = new JSZip();
  const manifest = writeArchive(zip, site, files);
  const blob = await zip.generateAsync({ type: 'blob', compression: 'DEFLATE' });
  const records = Object.values(manifest.records).reduce((n, count) => n + count, 0);
  return { blob, name: archiveFileName(new Date()), records, files: files.length };
};
