import { randomUUID } from 'node:crypto';
import type { LambdaClient } from '@aws-sdk/client-lambda';
import { INCOMING_PREFIX } from '@club/model';
import type { FileStore, MediaProcessor, ProcessedFile } from '../domain/ports.js';
import { invokeAndWait } from '../calls/invoke.js';
import { processedFile, type AdoptRequest } from '../calls/media.js';

/**
 * The media function (media-handler.ts) as the API's MediaProcessor: each file is checked and
 * stored by that function, invoked and waited for, so the API itself carries no image library.
 * A file that came inside the request is first put where direct uploads land (incoming/).
 */
export const invokedMediaProcessor = ({
  lambda,
  functionName,
  files,
}: {
  lambda: LambdaClient;
  /** Unset, every call fails: this API was started without its media function. */
  functionName: string | undefined;
  files: FileStore;
}): MediaProcessor => {
  const adopt = async (request: AdoptRequest): Promise<ProcessedFile> => {
    if (!functionName)
      throw new Error(
        'MEDIA_FUNCTION is not set: this API has no media function to store files with',
      );
    return invokeAndWait({
      lambda,
      functionName,
      request,
      answer: processedFile,
      calling: `the media function ${functionName} (adopting ${request.key})`,
    });
  };

  return {
    adopt,
    async storeBytes({ bytes, kind, folder }) {
      const key = `${INCOMING_PREFIX}${randomUUID()}`;
      // Only the key crosses to the function (an invocation carries at most 6 MB). Should the
      // invocation fail, the upload is left to expire there like an abandoned one.
      await files.save({ key, body: bytes, contentType: 'application/octet-stream' });
      return adopt({ key, kind, folder });
    },
  };
};
