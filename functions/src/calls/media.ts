import * as z from 'zod';
import {
  contentResources,
  FILE_KINDS,
  isIncomingKey,
  UPLOAD_LIMITS,
  type FileKind,
  type UploadCategory,
  type UploadFolder,
} from '@club/model';
import type { FileProblem, MediaProcessor, ProcessedFile } from '../domain/ports.js';

/**
 * What the API and the media function (media-handler.ts) say to each other, checked on both
 * sides: the two are deployed together but load separately, and a call crosses the network.
 */

// The folders the catalog's resources keep their files in.
const UPLOAD_FOLDERS = [
  ...new Set(contentResources.flatMap((r) => (r.uploadFolder ? [r.uploadFolder] : []))),
] as [UploadFolder, ...UploadFolder[]];

const UPLOAD_CATEGORIES = Object.keys(UPLOAD_LIMITS) as [UploadCategory, ...UploadCategory[]];

const FILE_PROBLEMS = ['not-accepted', 'too-large', 'missing'] as const satisfies FileProblem[];

export type AdoptRequest = Parameters<MediaProcessor['adopt']>[0];

/** Adopt the upload at `key` (incoming/<uuid>) as a file of `folder`. */
export const adoptRequest = z.object({
  key: z.string().refine(isIncomingKey, 'must be an upload the API handed out (incoming/<uuid>)'),
  kind: z.enum(FILE_KINDS as [FileKind, ...FileKind[]]),
  folder: z.enum(UPLOAD_FOLDERS),
  category: z.enum(UPLOAD_CATEGORIES).optional(),
  maxBytes: z.number().int().positive().optional(),
}) satisfies z.ZodType<AdoptRequest>;

export const processedFile = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), fileName: z.string().min(1), contentType: z.string().min(1) }),
  z.object({ ok: z.literal(false), problem: z.enum(FILE_PROBLEMS) }),
]) satisfies z.ZodType<ProcessedFile>;
