import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { ADMIN_ROOT, SESSION_COOKIE } from '@club/model';
import type { Target } from './figures.js';

/** What came back, read whole. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface Call {
  method?: string;
  /** Sent exactly as given, so a check can send what a browser would not (`/%`, `..%2F`). */
  path: string;
  headers?: OutgoingHttpHeaders;
  /** JSON when an object (with `Content-Type: application/json`), as-is when bytes or text. */
  json?: unknown;
  body?: string | Uint8Array | FormData;
  cookie?: string;
  /**
   * The loopback address to connect from (127.x.y.z): the API tells clients apart by address,
   * so each of them is a different visitor to the contact form and the login throttle.
   */
  from?: string;
  /** A write from the site's own page carries its Origin; `false` leaves it out. */
  origin?: string | false;
}

const agents = new Map<string, Agent>();
const agentFor = (from = '127.0.0.1') => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress: from });
    agents.set(from, agent);
  }
  return agent;
};

/** Closes the kept-alive connections, so the suite's process can end. */
export const closeConnections = () => {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
};

const parseJson = (text: string) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const encode = async ({ json, body }: Call): Promise<{ bytes?: Buffer; type?: string }> => {
  if (json !== undefined)
    return { bytes: Buffer.from(JSON.stringify(json)), type: 'application/json' };
  if (body instanceof FormData) {
    // Response serialises a form as a browser does, boundary and all.
    const encoded = new Response(body);
    return {
      bytes: Buffer.from(await encoded.arrayBuffer()),
      type: encoded.headers.get('content-type') ?? undefined,
    };
  }
  return body === undefined ? {} : { bytes: Buffer.from(body) };
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One request to the stack, as a browser on the site's page would send it unless told otherwise. */
export const send = async (target: Target, call: Call): Promise<Answer> => {
  const method = call.method ?? (call.json !== undefined || call.body ? 'POST' : 'GET');
  const { bytes, type } = await encode(call);
  const headers: OutgoingHttpHeaders = {
    ...(type ? { 'content-type': type } : {}),
    ...(call.cookie ? { cookie: call.cookie } : {}),
    ...(WRITES.has(method) && call.origin !== false ? { origin: call.origin ?? target.url } : {}),
    ...(bytes ? { 'content-length': bytes.length } : {}),
    ...call.headers,
  };
  const url = new URL(target.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: call.path,
        headers,
        agent: agentFor(call.from),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: parseJson(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
};

/** The session cookie (`club_session=...`) the answer set, if any. */
export const cookieOf = (answer: Answer) => {
  const set = answer.headers['set-cookie'] ?? [];
  const cookie = set.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie && cookie !== `${SESSION_COOKIE}=` ? cookie : undefined;
};

/** Logs in as the administrator (or with `credentials`) and returns the session cookie. */
export const logIn = async (
  target: Target,
  options: { credentials?: { email: string; password: string }; from?: string } = {},
) => {
  const answer = await send(target, {
    path: `${ADMIN_ROOT}/login`,
    json: options.credentials ?? target.admin,
    from: options.from,
  });
  const cookie = cookieOf(answer);
  if (answer.status !== 200 || !cookie)
    throw new Error(
      `The administrator could not log in (${answer.status}): ${answer.text.slice(0, 200)}`,
    );
  return cookie;
};

/**
 * A loopback address for visitor number `n` of a check's own range: 127.<range>.<n / 250>.<n % 250 + 2>.
 * Every address in 127.0.0.0/8 reaches this machine, so each is a different client.
 */
export const loopback = (range: number, n: number) =>
  `127.${range}.${Math.floor(n / 250)}.${(n % 250) + 2}`;

/** The total in a REST list's `Content-Range: <name> <start>-<end>/<total>`. */
export const totalOf = (answer: Answer) => {
  const range = answer.headers['content-range'];
  const total = typeof range === 'string' ? Number(range.split('/')[1]) : NaN;
  if (answer.status !== 200 || !Number.isFinite(total))
    throw new Error(
      `A list answered ${answer.status} without a total: ${answer.text.slice(0, 200)}`,
    );
  return total;
};

export const isServerError = (answer: Answer) => answer.status >= 500;

/** Runs `work` on every item, at most `limit` at a time, and returns the results in order. */
export const inParallel = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
