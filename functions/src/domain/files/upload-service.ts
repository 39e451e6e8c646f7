import { randomUUID } from 'node:crypto';
import {
  acceptedFiles,
  categoryOf,
  contentResources,
  fileFields,
  INCOMING_PREFIX,
  megabytes,
  UPLOAD_LIMITS,
  type FileKind,
  type ResourceDefinition,
  type UploadTicket,
} from '@club/model';
import { invalid } from '../errors.js';
import type { DirectUploads, RecordStore } from '../ports.js';
import { uploadTickets } from './upload-tickets.js';

// Long enough for 100 MB on a slow connection; short enough that a leaked form is soon useless.
const TICKET_SECONDS = 15 * 60;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Hands out presigned POSTs: one file of one declared type and a bounded size, straight from
 * the browser to `incoming/<uuid>` in the bucket, each noted as a ticket bound to the field and
 * the account that asked. Nothing is trusted until a record adopts it with its ticket.
 */
export const uploadService = ({
  direct,
  records,
  now,
}: {
  direct: DirectUploads;
  records: RecordStore;
  now?: () => Date;
}) => {
  const tickets = uploadTickets(records, now);
  return {
    async ticket(body: Record<string, unknown>, account: string): Promise<UploadTicket> {
      const resource = contentResources.find((d) => d.name === body.resource);
      if (!resource)
        throw invalid({ resource: 'There is no such kind of record to upload a file for.' });
      const fieldName = text(body.field);
      const field = (resource as ResourceDefinition).fields[fieldName];
      if (!field || !fileFields(resource).includes(fieldName))
        throw invalid({ field: `${resource.labels.many} have no file field '${fieldName}'.` });

      const kind = field.kind as FileKind;
      const name = text(body.name) || 'The file';
      const contentType = text(body.contentType).toLowerCase();
      const category = categoryOf(kind, contentType);
      if (!category)
        throw invalid({
          [fieldName]: `${name} cannot be used: ${field.label} must be ${acceptedFiles(kind)}.`,
        });

      const limit = UPLOAD_LIMITS[category].bytes;
      const size = body.size;
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 1)
        throw invalid({
          [fieldName]: `${name} is empty or its size is unknown. Please choose it again.`,
        });
      if (size > limit)
        throw invalid({
          [fieldName]: `${name} is too large: ${category === 'video' ? 'videos' : 'pictures'} can be at most ${megabytes(limit)}.`,
        });

      const key = `${INCOMING_PREFIX}${randomUUID()}`;
      await tickets.issue(
        key,
        { resource: resource.name, field: fieldName, account },
        { category, maxBytes: limit },
      );
      const post = await direct.presign({
        key,
        contentType,
        maxBytes: limit,
        expiresSeconds: TICKET_SECONDS,
      });
      return { ...post, key };
    },
  };
};

export type UploadService = ReturnType<typeof uploadService>;
