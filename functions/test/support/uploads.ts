import { UPLOADS_PATH, type UploadTicket } from '@club/model';
import { expect } from 'vitest';
import { postToBucket } from './uploads-media.js';
import type { testApi } from './api.js';

type TestApi = Awaited<ReturnType<typeof testApi>>;

/**
 * The console's way of sending a file: a ticket from POST /api/v1/uploads, then the file posted
 * straight to the bucket with it. Answers the key a create or update names.
 */
export const directUploads =
  // A getter: test files log in (and so get both) in beforeAll.
  (session: () => { api: TestApi; cookie: string }) =>
    async (resource: string, field: string, bytes: Uint8Array, type: string) => {
      const { api, cookie } = session();
      const answer = await api.call('POST', UPLOADS_PATH, {
        json: { resource, field, contentType: type, size: bytes.byteLength, name: 'f' },
        cookie,
      });
      expect(answer.status).toBe(201);
      const ticket = answer.body as UploadTicket;
      const posted = await postToBucket(ticket, bytes, type);
      expect(posted.status).toBe(204);
      return ticket.key;
    };
