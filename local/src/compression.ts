import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
} from 'node:zlib';

type Encoding = 'br' | 'gzip';

// What a CDN compresses: text of every kind. Pictures and videos are compressed already.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (contentType: string | undefined) =>
  COMPRESSIBLE.test(contentType ?? '');

/** The best encoding the client accepts, as CloudFront chooses it: brotli, then gzip. */
export const acceptedEncoding = (req: IncomingMessage): Encoding | undefined => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
};

// One entry per file and encoding, replaced when the file changes (a rebuild while serving).
const cache = new Map<string, { stamp: string; body: Buffer }>();

/**
 * A built file's bytes in one encoding, compressed once per version of the file: `stamp`
 * tells versions apart (its modification time and size).
 */
export const compressedOnce = (file: string, stamp: string, body: Buffer, encoding: Encoding) => {
  const key = `${encoding}:${file}`;
  const cached = cache.get(key);
  if (cached?.stamp === stamp) return cached.body;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(body, { level: 9 });
  cache.set(key, { stamp, body: out });
  return out;
};

/**
 * Pipes an upstream answer (a stored file's) to the visitor, compressed on the fly when it is
 * text and the visitor accepts it, as the CDN does in front of the bucket.
 */
export const pipeCompressed = (
  req: IncomingMessage,
  res: ServerResponse,
  answer: IncomingMessage,
) => {
  const headers = { ...answer.headers };
  const encoding = acceptedEncoding(req);
  const status = answer.statusCode ?? 502;
  const withBody = req.method !== 'HEAD' && status !== 204 && status !== 304;
  if (
    !encoding ||
    !withBody ||
    headers['content-encoding'] ||
    !isCompressible(headers['content-type'])
  ) {
    res.writeHead(status, headers);
    answer.pipe(res);
    return;
  }
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  res.writeHead(status, headers);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip();
  answer.pipe(compressor).pipe(res);
};
