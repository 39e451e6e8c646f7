import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ADMIN_ROOT, DEVICE_COOKIE, SESSION_COOKIE } from '@club/model';
import type { Submission } from '../domain/content/content-service.js';
import { DomainError, HTTP_STATUS, invalid, unsupportedMedia } from '../domain/errors.js';
import { isForbiddenKey, parseSafeJson, type SafeJson } from './safe-json.js';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

/** The answer to a failure a person can act on: its message, and one per field where it has them. */
export const errorAnswer = (error: DomainError, extra: Record<string, unknown> = {}) =>
  json(
    {
      message: error.message,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      ...extra,
    },
    HTTP_STATUS[error.kind],
  );

/**
 * A public answer that browsers and the CDN may keep: an ETag from the JSON itself, and 304
 * without a body when the client already holds that version. The tag is weak (W/): the same JSON
 * goes out plain, brotli or gzip as each client accepts (compression.ts), and a strong tag would
 * have to tell those bytes apart (CloudFront weakens a strong tag of what it compresses for the
 * same reason). A weak one names the content, so the 304 carries the very tag the client holds
 * whichever form it got, and If-None-Match compares weakly anyway.
 */
export const cacheableJson = (
  event: APIGatewayProxyEventV2,
  body: unknown,
  cacheControl: string,
) => {
  const text = JSON.stringify(body);
  const etag = `W/"${createHash('sha256').update(text).digest('base64url')}"`;
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  // If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x".
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const held = header(event, 'if-none-match').split(',').map(opaque);
  if (held.includes(opaque(etag)) || held.includes('*'))
    return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
};

/** A request header's value whatever its case; '' when the request has none. */
export const header = (event: APIGatewayProxyEventV2, name: string) =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

// Powertools decodes a base64 body as UTF-8 text, which corrupts uploaded files; read the raw bytes.
const rawBody = (event: APIGatewayProxyEventV2) =>
  Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

/** The body's media type without its parameters: 'application/json; charset=utf-8' reads 'application/json'. */
const mediaType = (event: APIGatewayProxyEventV2) =>
  header(event, 'content-type').split(';')[0]!.trim().toLowerCase();

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'multipart/form-data';

/**
 * Only JSON (and, where a call takes files, a multipart form) is read: a page on another site
 * can post text/plain or a url-encoded form without asking, but never JSON.
 */
const wrongMediaType = (takesFiles: boolean) =>
  unsupportedMedia(
    takesFiles
      ? 'This request must be sent as JSON (Content-Type: application/json) or as a form with its files (multipart/form-data).'
      : 'This request must be sent as JSON (Content-Type: application/json).',
  );

const JSON_PROBLEMS: Record<Exclude<SafeJson, { ok: true }>['problem'], string> = {
  invalid: 'The request is not valid JSON.',
  'too-deep': 'The request nests its values too deeply to be a record.',
  'forbidden-key': 'The request names a field that no record has.',
};

const readMultipart = async (event: APIGatewayProxyEventV2): Promise<Submission> => {
  let form: FormData;
  try {
    form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': header(event, 'content-type') },
      body: rawBody(event),
    }).formData();
  } catch {
    throw invalid({ root: 'The form could not be read. Please try again.' });
  }
  const submission: Submission = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    if (isForbiddenKey(name)) throw invalid({ root: JSON_PROBLEMS['forbidden-key'] });
    if (typeof value === 'string') submission.fields[name] = value;
    // Browsers send an empty part for a file input left empty.
    else if (value.size > 0)
      submission.files[name] = {
        name: value.name,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
  }
  return submission;
};

const readJsonObject = (
  event: APIGatewayProxyEventV2,
  takesFiles: boolean,
): Record<string, unknown> => {
  const type = mediaType(event);
  // A call with nothing to say (mark as read) may send no body and no type.
  if (!type && !event.body) return {};
  if (type !== JSON_TYPE) throw wrongMediaType(takesFiles);
  if (!event.body) return {};
  const parsed = parseSafeJson(rawBody(event).toString('utf8'));
  if (!parsed.ok) throw invalid({ root: JSON_PROBLEMS[parsed.problem] });
  const { value } = parsed;
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw invalid({ root: 'The request must be a JSON object of fields, such as {"name": "…"}.' });
};

/**
 * The fields (and files) of a write, sent either as JSON or as multipart/form-data, by the
 * account whose session sent it.
 */
export const readSubmission = async (
  event: APIGatewayProxyEventV2,
  { email }: { email: string },
): Promise<Submission> => ({
  ...(mediaType(event) === FORM_TYPE
    ? await readMultipart(event)
    : { fields: readJsonObject(event, true), files: {} }),
  account: email,
});

/** The fields of a call that takes no files: JSON only. */
export const readJson = async (event: APIGatewayProxyEventV2) => readJsonObject(event, false);

/**
 * Multipart sends every value as text; JSON sends the number itself. Whether it is a version a
 * record can have is the service's rule.
 */
export const versionOf = (fields: Record<string, unknown>) => {
  const { version } = fields;
  return typeof version === 'string' && /^\d{1,16}$/.test(version) ? Number(version) : version;
};

/** A cookie the request carries; undefined when absent or empty. */
export const cookieValue = (event: APIGatewayProxyEventV2, name: string) => {
  const cookies = event.cookies ?? header(event, 'cookie').split(';');
  const prefix = `${name}=`;
  return (
    cookies
      .map((c) => c.trim())
      .find((c) => c.startsWith(prefix))
      ?.slice(prefix.length) || undefined
  );
};

export const sessionToken = (event: APIGatewayProxyEventV2) => cookieValue(event, SESSION_COOKIE);

/**
 * The known-browser cookie (domain/accounts/trusted-devices.ts): sent only to the login and password
 * calls, never readable by the page.
 */
export const deviceCookie = (token: string, maxAgeSeconds: number, secure: boolean) =>
  [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${ADMIN_ROOT}/`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export const deviceToken = (event: APIGatewayProxyEventV2) => cookieValue(event, DEVICE_COOKIE);

// Max-Age rather than Expires: Powertools splits Set-Cookie values on commas, and dates contain one.
export const sessionCookie = (token: string, maxAgeSeconds: number, secure: boolean) =>
  [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
