import type { FieldKind } from './fields.js';
import type { UploadFolder } from './catalog.js';
import type { ResourceDefinition } from './resource.js';

/** Every uploaded file is served under this path, by the CDN locally and in production. */
export const UPLOAD_PREFIX = '/Upload/image';

/** Object key in the uploads bucket; the CDN passes /Upload/* through unchanged. */
export const uploadKey = (folder: UploadFolder, file: string) =>
  `${UPLOAD_PREFIX.slice(1)}/${folder}/${file}`;

/** Files in a media field play as video when they are one of these; anything else is a picture. */
export const isVideoName = (name: string) => /\.(mp4|webm)$/i.test(name);

/** Public address of a stored file; the record itself holds only the file name. */
export const uploadUrl = (folder: UploadFolder, file: string) =>
  `${UPLOAD_PREFIX}/${folder}/${file}`;

/**
 * Widths (px) of the smaller copies stored beside each uploaded picture, so a page fetches
 * what it shows. From what the site displays at 390 and 1280 px viewports (see
 * docs/public-site.md, Pictures): 420 covers a card or the about picture at 1x (270-416 px);
 * 720 a phone's card at 2x (700) and Lighthouse's phone at 1.75x (651); 1200 a phone at 3x
 * (1050), the certificate and the sub-event's picture at 1x (752, 960) and the first slide on
 * Lighthouse's phone (412 px at 1.75x: 721). Wider needs get the picture itself (up to 1920).
 */
export const PICTURE_WIDTHS = [420, 720, 1200] as const;

/** The widths a picture `width` px wide gets copies at: only narrower ones, never an enlargement. */
export const variantWidthsFor = (width: number) => PICTURE_WIDTHS.filter((w) => w < width);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SIZED_PICTURE = new RegExp(`^${UUID}_(\\d+(?:-\\d+)*)\\.webp$`);

/**
 * The stored name of a re-encoded picture: a new id, then the widths of its copies and, last,
 * its own: 'c0ffee…_420-720-1200-1920.webp'. Only the media processor makes such names, so the
 * name alone says which copies exist. Pictures stored before copies were made
 * ('c0ffee….webp'), and any other name, have none.
 */
export const sizedPictureName = (id: string, width: number) =>
  `${id}_${[...variantWidthsFor(width), width].join('-')}.webp`;

/** A copy's name, from its picture's: 'c0ffee…_420-1920.webp' at 420 is 'c0ffee…_420-1920.420w.webp'. */
export const variantName = (picture: string, width: number) =>
  picture.replace(/\.webp$/, `.${width}w.webp`);

/** The widths a stored file's name promises: its copies' and its own; none for other names. */
const sizedWidths = (file: string) => {
  const widths = SIZED_PICTURE.exec(file)?.[1]?.split('-').map(Number);
  const own = widths?.pop();
  return own ? { copies: widths ?? [], own } : undefined;
};

/** The copies stored beside a file (none for a video, an older picture or another name). */
export const variantsOf = (file: string) =>
  (sizedWidths(file)?.copies ?? []).map((width) => variantName(file, width));

/** Every file stored for a name a record holds: the file and its copies. */
export const storedFilesOf = (file: string) => [file, ...variantsOf(file)];

/**
 * Where a page fetches a stored picture from: `src`, and a `srcSet` of its copies and itself by
 * width when it has copies, so the browser picks the smallest that fills the picture's box.
 */
export const pictureSources = (folder: UploadFolder, file: string) => {
  const src = uploadUrl(folder, file);
  const sized = sizedWidths(file);
  if (!sized?.copies.length) return { src };
  const candidates = [
    ...sized.copies.map((width) => `${uploadUrl(folder, variantName(file, width))} ${width}w`),
    `${src} ${sized.own}w`,
  ];
  return { src, srcSet: candidates.join(', ') };
};

/** The folder a resource's files live in; only resources with file fields have one. */
export const uploadFolderOf = (d: Pick<ResourceDefinition, 'name' | 'uploadFolder'>) => {
  if (!d.uploadFolder) throw new Error(`${d.name} has no upload folder`);
  // Every definition's folder is a member of the union the catalog derives from them.
  return d.uploadFolder as UploadFolder;
};

/** Public address of one of a resource's files: fileUrl(team, 'a.webp') = '/Upload/image/team/a.webp'. */
export const fileUrl = (d: Pick<ResourceDefinition, 'name' | 'uploadFolder'>, file: string) =>
  uploadUrl(uploadFolderOf(d), file);

/** Bucket key of one of a resource's files; fileKey(team, '') is the prefix of them all. */
export const fileKey = (d: Pick<ResourceDefinition, 'name' | 'uploadFolder'>, file: string) =>
  uploadKey(uploadFolderOf(d), file);

/** The kinds of field that hold a file. */
export type FileKind = Extract<FieldKind, 'image' | 'media'>;

const MB = 1024 * 1024;

/** What a person may upload; pictures are re-encoded (and scaled down) after the upload. */
export const UPLOAD_LIMITS = {
  picture: {
    bytes: 20 * MB,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  },
  video: { bytes: 100 * MB, types: ['video/mp4', 'video/webm'] },
} as const;

export type UploadCategory = keyof typeof UPLOAD_LIMITS;

/**
 * The most a request to the API may carry: Lambda takes at most 6 MB of request, and files
 * larger than a form can carry go straight to the bucket. The local gateway refuses more with
 * 413, as AWS does.
 */
export const API_REQUEST_LIMIT_BYTES = 6 * MB;

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The categories a field of this kind takes: pictures everywhere, videos in media fields. */
export const categoriesOf = (kind: FileKind): UploadCategory[] =>
  kind === 'media' ? ['picture', 'video'] : ['picture'];

/** The content types a field of this kind takes, as a browser names them. */
export const acceptedTypes = (kind: FileKind): string[] =>
  categoriesOf(kind).flatMap((c) => [...UPLOAD_LIMITS[c].types]);

/** Which category a declared content type falls in, if the field kind takes it at all. */
export const categoryOf = (kind: FileKind, contentType: string): UploadCategory | undefined =>
  categoriesOf(kind).find((c) =>
    (UPLOAD_LIMITS[c].types as readonly string[]).includes(contentType),
  );

/** The largest file a field of this kind takes, whatever its type. */
export const largestUpload = (kind: FileKind) =>
  Math.max(...categoriesOf(kind).map((c) => UPLOAD_LIMITS[c].bytes));

/** What a field takes, in a person's words: 'a picture (JPEG, PNG, WebP, GIF or AVIF)'. */
export const acceptedFiles = (kind: FileKind) =>
  kind === 'media' ? 'a picture or an MP4/WebM video' : 'a picture (JPEG, PNG, WebP, GIF or AVIF)';

/** The size limits a field's kind has, in a person's words: 'pictures up to 20 MB'. */
export const uploadLimitsText = (kind: FileKind) =>
  categoriesOf(kind)
    .map(
      (c) => `${c === 'video' ? 'videos' : 'pictures'} up to ${megabytes(UPLOAD_LIMITS[c].bytes)}`,
    )
    .join(', ');

/**
 * Files go straight from the browser to the bucket under this prefix, are checked there by the
 * API, and are moved to their folder when a record takes them. Whatever is left expires.
 */
export const INCOMING_PREFIX = 'incoming/';

/**
 * The files of a record in "Recently deleted" wait here, under their own key, until it is
 * restored or expires. Nothing serves this prefix (the CDN and the local gateway pass only
 * /Upload on), so a deleted record's pictures stop being public with it.
 */
export const BIN_PREFIX = 'bin/';

/** Where a stored file waits while its record is in the bin: 'bin/Upload/image/team/a.webp'. */
export const binKey = (key: string) => `${BIN_PREFIX}${key}`;

/**
 * The table's partition for files taken out of service (binned or removed) whose addresses the
 * CDN may still hold: a stored file is cached for a year. The next publish has the CDN drop
 * them, then forgets them; a write here asks for that publish as a content change does.
 */
export const WITHDRAWN_FILES_COLLECTION = 'withdrawn-file';

/** The address a stored file is served at: 'Upload/image/team/a.webp' → '/Upload/image/team/a.webp'. */
export const servedPathOf = (key: string) => `/${key}`;

const INCOMING_KEY = /^incoming\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only keys the API handed out (incoming/<uuid>) may be adopted, nothing else in the bucket. */
export const isIncomingKey = (key: unknown): key is string =>
  typeof key === 'string' && INCOMING_KEY.test(key);

/** How a create or update names a file that was uploaded straight to the bucket. */
export interface UploadedFileRef {
  upload: string;
}

/** What the console asks for before it sends a file (POST /api/v1/uploads). */
export interface UploadRequest {
  resource: string;
  field: string;
  contentType: string;
  size: number;
  name: string;
}

/** The answer: post `fields` and then the file (as the form's last part, `file`) to `url`. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
}
