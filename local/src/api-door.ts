import type { IncomingMessage } from 'node:http';
import { API_REQUEST_LIMIT_BYTES, API_SECURITY_HEADERS, megabytes } from '@club/model';

/** A refusal the gateway answers itself, as API Gateway or CloudFront would, before the API. */
export interface Refusal {
  status: number;
  message: string;
}

export const TOO_LARGE: Refusal = {
  status: 413,
  message: `The request is too large: the API takes at most ${megabytes(API_REQUEST_LIMIT_BYTES)}. Pictures and videos go through the console's upload.`,
};

// `/` or `\` inside a path segment: API Gateway routes by segments, and no call has such a one.
const ENCODED_SEPARATOR = /%(2f|5c)/i;

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Why a request to /api is refused before it is passed on; undefined when it may go on. */
export const refusalOf = (req: IncomingMessage, rawPath: string): Refusal | undefined => {
  if (ENCODED_SEPARATOR.test(rawPath))
    return { status: 400, message: 'This address is not valid: it has an encoded "/" in it.' };
  if ((req.method === 'GET' || req.method === 'HEAD') && hasBody(req))
    return { status: 400, message: `A ${req.method} request cannot carry a body.` };
  if (Number(req.headers['content-length'] ?? 0) > API_REQUEST_LIMIT_BYTES) return TOO_LARGE;
  return undefined;
};

/**
 * Calls `exceeded` once the body streamed so far is over the limit: a chunked body has no
 * length to refuse it by in advance.
 */
export const watchBodySize = (req: IncomingMessage, exceeded: () => void) => {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= API_REQUEST_LIMIT_BYTES) return;
    req.off('data', count);
    exceeded();
  };
  req.on('data', count);
};

const API_POLICY = API_SECURITY_HEADERS['Content-Security-Policy'];

/**
 * Whether an answer is the API's own: every one carries its policy. Anything else is
 * serverless-offline speaking for itself (its 404 lists every route), which API Gateway never
 * shows a visitor.
 */
export const isApiAnswer = (answer: IncomingMessage) =>
  answer.headers['content-security-policy'] === API_POLICY;

/**
 * What a visitor is told in place of a failure serverless-offline made up: the same status for
 * one of the request's (hapi refuses some bodies itself before the API sees them), a 502 for
 * one of its own.
 */
export const standInFor = (status: number): Refusal => {
  if (status === 404) return { status, message: 'There is no such API call.' };
  if (status === 413) return TOO_LARGE;
  if (status < 500)
    return {
      status,
      message: 'The request could not be read: its address, headers or body are not valid.',
    };
  return { status: 502, message: 'The API could not answer. Please try again.' };
};
