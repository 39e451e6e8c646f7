/**
 * The API compresses its own answers: CloudFront compresses only where the cache policy enables
 * it, and the API's calls go through AWS's CachingDisabled policy, which does not. CloudFront
 * passes the visitor's Accept-Encoding on (cdn.yml, ApiRequestPolicy) and the answer through.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A content coding the API sends; anything else the client asks for gets plain text. */
export type Coding = 'br' | 'gzip';

/** In the order the API prefers them when the client likes both equally: brotli is smaller. */
const CODINGS: Coding[] = ['br', 'gzip'];

// RFC 9110 12.4.2: at most three decimals, never above 1.
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** Each coding the header names, with its weight (1 unless it says q=). */
const weights = (acceptEncoding: string) => {
  const named = new Map<string, number>();
  for (const element of acceptEncoding.split(',')) {
    const [name = '', ...params] = element.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='))?.slice(2) ?? '1';
    // A weight that cannot be read is not taken as a yes.
    if (!QVALUE.test(q)) continue;
    // RFC 9110 8.4.1.3: x-gzip is gzip.
    const coding = name === 'x-gzip' ? 'gzip' : name;
    if (!named.has(coding)) named.set(coding, Number(q));
  }
  return named;
};

/**
 * The coding to send an answer in, for a request's Accept-Encoding: the one the client weighs
 * highest, brotli on a tie; none (identity) when it accepts neither. `*` stands for any coding
 * the header does not name, and q=0 means "not this one". No header at all could mean "anything"
 * (RFC 9110), but a script or curl that sent none may not decode, so it gets plain text.
 */
export const chooseCoding = (acceptEncoding: string | undefined): Coding | undefined => {
  if (!acceptEncoding) return undefined;
  const named = weights(acceptEncoding);
  const weightOf = (coding: Coding) => named.get(coding) ?? named.get('*') ?? 0;
  let best: Coding | undefined;
  for (const coding of CODINGS)
    if (weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best))) best = coding;
  return best;
};

// Text of every kind; pictures, videos and archives are compressed already.
const COMPRESSIBLE =
  /^(text\/[\w.+-]+|application\/([\w.-]+\+)?(json|xml)|application\/javascript|image\/svg\+xml)$/;

/** Whether answers of this Content-Type shrink when compressed: JSON, text, XML, SVG. */
export const isCompressible = (contentType: string | undefined) =>
  COMPRESSIBLE.test((contentType ?? '').split(';')[0]!.trim().toLowerCase());

/**
 * Smaller answers go as they are: under about 1 KB the body fits in one network packet whether
 * compressed or not, so compressing saves the visitor no time and costs Lambda time. CloudFront
 * draws its line at 1,000 bytes for the same reason; 1,024 is where hapi inside serverless-offline
 * starts to gzip a plain answer, so locally it never finds one this would have compressed.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli at quality 4: on a list of a few hundred records it is as fast as gzip and smaller.
 * Node's default, 11, took 185 ms against under 1 ms for 150 KB of JSON, to save another 14 %:
 * Lambda bills that time and the visitor waits for it, on every answer the CDN does not keep.
 */
const BROTLI_QUALITY = 4;

const compressors: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes),
};

type Headers = NonNullable<APIGatewayProxyStructuredResultV2['headers']>;

/** The name a header goes by in `headers`, whatever its case. */
const nameOf = (headers: Headers, name: string) =>
  Object.keys(headers).find((key) => key.toLowerCase() === name);

const headerOf = (headers: Headers, name: string) => {
  const key = nameOf(headers, name);
  return key === undefined ? undefined : String(headers[key]);
};

/** `headers` with Accept-Encoding among the request headers that Vary names. */
const varyingByEncoding = (headers: Headers): Headers => {
  const key = nameOf(headers, 'vary') ?? 'Vary';
  const listed = headers[key] === undefined ? '' : String(headers[key]);
  const names = listed.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('accept-encoding') || names.includes('*')) return headers;
  return { ...headers, [key]: listed ? `${listed}, Accept-Encoding` : 'Accept-Encoding' };
};

export interface AnswerRequest {
  method: string;
  acceptEncoding: string | undefined;
}

/**
 * The answer, compressed when the request accepts brotli or gzip and the answer is text of at
 * least MIN_COMPRESSED_BYTES; its body then goes base64, as API Gateway's payload 2.0 takes
 * bytes. Every answer of a compressible type says it varies by Accept-Encoding, compressed or
 * not, so no cache hands a compressed copy to a client that did not ask for one; so does a 304,
 * which stands for such an answer (RFC 9110 15.4.5). An answer that already has a
 * Content-Encoding is left as it is.
 */
export const compressAnswer = async (
  { method, acceptEncoding }: AnswerRequest,
  answer: APIGatewayProxyStructuredResultV2,
): Promise<APIGatewayProxyStructuredResultV2> => {
  const headers = answer.headers ?? {};
  const status = answer.statusCode ?? 200;
  if (headerOf(headers, 'content-encoding')) return answer;
  if (status === 304) return { ...answer, headers: varyingByEncoding(headers) };
  if (!isCompressible(headerOf(headers, 'content-type'))) return answer;
  const varying = { ...answer, headers: varyingByEncoding(headers) };

  const coding = chooseCoding(acceptEncoding);
  if (!coding || method.toUpperCase() === 'HEAD' || status === 204 || !answer.body) return varying;
  const bytes = Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.length < MIN_COMPRESSED_BYTES) return varying;

  const compressed = await compressors[coding](bytes);
  // The length, if a handler gave one, was the plain body's.
  const rest = Object.fromEntries(
    Object.entries(varying.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  return {
    ...varying,
    headers: { ...rest, 'Content-Encoding': coding },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  };
};
