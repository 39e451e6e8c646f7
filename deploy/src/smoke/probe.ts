/** One request of a check, and what came back, in words a club member can act on. */

/** What came back from one request: enough to judge it and to tell what it was. */
export interface Answer {
  /** The address asked, as a person reads it: `?range=[0,0]`, not `?range=%5B0%2C0%5D`. */
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

/** Long enough for a cold Lambda behind CloudFront, short enough that a hung stage is told. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A request that got no answer at all; its message says what that likely means. */
export class Unreachable extends Error {}

const TLS_CODE = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/;

/** Node's fetch says "fetch failed"; the reason is the code of its cause. */
const codeOf = (error: unknown): string | undefined => {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
};

const whyUnreachable = (url: string, error: unknown, timeoutMs: number) => {
  if ((error as Error).name === 'TimeoutError')
    return `${url} did not answer within ${timeoutMs / 1000} seconds: the stage may be starting or overloaded. Try again in a minute.`;
  const code = codeOf(error);
  const { host } = new URL(url);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `Could not reach ${url}: the name ${host} is not known. Is the stage deployed? A new CloudFront address can take a few minutes to be known everywhere.`;
  if (code === 'ECONNREFUSED')
    return `Could not reach ${url}: nothing answers there. Is the stage deployed, or, for the local stack, is npm start running on that port?`;
  if (code && TLS_CODE.test(code))
    return `Could not reach ${url} safely: its HTTPS certificate was refused (${code}). With a custom domain, check that its certificate (certificateArn) is for ${host}.`;
  return `Could not reach ${url} (${code ?? (error as Error).message}): is the stage deployed? Check the address and this computer's connection.`;
};

const readable = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** Sends one request; never follows a redirect (a check that expects one looks at it itself). */
export const probe = async (
  url: string,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Answer> => {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return { url: readable(url), status: response.status, headers: response.headers, body };
  } catch (error) {
    throw new Unreachable(whyUnreachable(url, error, timeoutMs));
  }
};

const typeOf = (answer: Answer) => answer.headers.get('content-type')?.split(';')[0]?.trim() ?? '';

/** `404 (text/html)`: the status and the type, as a check's sentence quotes them. */
export const described = (answer: Answer) => {
  const type = typeOf(answer);
  return type ? `${answer.status} (${type})` : String(answer.status);
};

export const isHtml = (answer: Answer) => typeOf(answer) === 'text/html';

export const isJson = (answer: Answer) => typeOf(answer) === 'application/json';

const S3_CODE = /<Code>([^<]+)<\/Code>/;

/**
 * What an answer said in words, when it said something short: the API's JSON message, a plain
 * text error, S3's error code (AccessDenied, NoSuchKey) as CloudFront passes it on.
 */
export const saying = (answer: Answer) => {
  const type = typeOf(answer);
  let text = '';
  if (type === 'application/json') {
    try {
      const { message } = JSON.parse(answer.body) as { message?: unknown };
      if (typeof message === 'string') text = message;
    } catch {
      // Not JSON after all: nothing to quote.
    }
  } else if (type === 'text/plain') text = answer.body.trim();
  else if (type.endsWith('xml')) text = S3_CODE.exec(answer.body)?.[1] ?? '';
  if (!text) return '';
  return ` It said: "${text.length > 200 ? `${text.slice(0, 200)}…` : text}".`;
};
