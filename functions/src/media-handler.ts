import * as z from 'zod';
import { readConfig } from './config.js';
import type { ProcessedFile } from './domain/ports.js';
import { localMediaProcessor } from './media/local-processor.js';
import { adoptRequest } from './calls/media.js';
import { s3Client } from './storage/clients.js';
import { s3FileStore } from './storage/file-store.js';

const config = readConfig();
const media = localMediaProcessor(s3FileStore(s3Client(config), config.UPLOADS_BUCKET));

/**
 * The media function (serverless.yml, functions.media): the only code that carries the image
 * library. The API invokes it (storage/media-function.ts) to adopt one upload: the file is
 * checked by its bytes, stored under its folder (a picture re-encoded, a video copied), and the
 * upload removed.
 */
export const handler = async (event: unknown): Promise<ProcessedFile> => {
  const request = adoptRequest.safeParse(event);
  // The API is the only caller: a request it could not have sent is a fault, not a refusal.
  if (!request.success)
    throw new Error(
      `The media function got a request it does not take: ${z.prettifyError(request.error)}`,
    );
  return media.adopt(request.data);
};
