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
