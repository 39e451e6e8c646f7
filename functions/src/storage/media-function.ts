import { randomUUID } from 'node:crypto';
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { INCOMING_PREFIX } from '@club/model';
import type { FileStore, MediaProcessor, ProcessedFile } from '../domain/ports.js';
import { processedFile, type AdoptRequest } from '../media-protocol.js';

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Lambda's account of a failed invocation: `{ errorType, errorMessage, trace }`. */
const failureOf = (text: string) => {
  const failure = parsedJson(text) as { errorType?: unknown; errorMessage?: unknown } | undefined;
  return typeof failure?.errorMessage === 'string'
    ? `${String(failure.errorType ?? 'Error')}: ${failure.errorMessage}`
    : text.slice(0, 500) || 'no details';
};

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
    const said = `The media function ${functionName}, adopting ${request.key},`;
    const answer = await lambda
      .send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: JSON.stringify(request),
        }),
      )
      .catch((error: unknown) => {
        throw new Error(`${said} could not be invoked: ${(error as Error).message}`, {
          cause: error,
        });
      });
    const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
    if (answer.FunctionError)
      throw new Error(`${said} failed (${answer.FunctionError}): ${failureOf(text)}`);
    const result = processedFile.safeParse(parsedJson(text));
    if (!result.success)
      throw new Error(
        `${said} answered something that is not a stored file: ${text.slice(0, 500)}`,
      );
    return result.data;
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
