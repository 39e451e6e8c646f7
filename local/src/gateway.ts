import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { routeToBuild } from '@club/deploy';
import {
  isServedUploadType,
  pageSecurityHeaders,
  PUBLISHED_FILE_PREFIXES,
  PUBLISHED_PREFIX,
} from '@club/model';
import { pipeCompressed } from './compression.js';
import {
  isApiAnswer,
  refusalOf,
  standInFor,
  TOO_LARGE,
  watchBodySize,
  type Refusal,
} from './api-door.js';
import { isUploadFolder, keyPath, uploadKeyOf } from './upload-paths.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface Routes {
  api: string;
  /** The bucket's address on the S3 endpoint: `http://127.0.0.1:<port>/<bucket>`. */
  uploads: string;
  admin: Handler;
  site: Handler;
  /**
   * The site bucket's address on the S3 endpoint, where the pages are published: a page's
   * address is served from there, as the CDN serves it. None (the dev servers): the app.
   */
  pages?: string;
  /** The stack's own origins; only pages from these see CORS headers. */
  siteOrigins?: string[];
  /** The Vite dev servers are mounted: their pages need what `pagePolicy` relaxes for dev. */
  dev?: boolean;
}

/** Reshapes an upstream answer's headers, or answers itself (true) instead of passing it on. */
type Answer = (answer: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The client's own loopback address, to connect upstream from: serverless-offline reports the
 * connecting address as the caller's `sourceIp`, as API Gateway reports the visitor's. The API
 * limits logins and contact messages per client address, so every local client showing up as
 * the gateway's 127.0.0.1 would share one limit. (Any 127.x.y.z is this machine on Linux.)
 */
const clientLoopback = (req: IncomingMessage) => {
  const address = req.socket.remoteAddress?.replace(/^::ffff:/, '');
  return address?.startsWith('127.') ? address : undefined;
};

/**
 * Forwards a request to `target` + `path`, streaming both ways; the answer is compressed on the
 * way where the CDN compresses it (`compress`), and passed on as it is otherwise.
 */
// About the connection to the upstream, not the answer (RFC 9110 7.6.1): passed on, the API's
// `Keep-Alive: timeout=5` told clients to drop connections the front door keeps far longer.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * A connection of its own for each request upstream. Kept-alive connections raced the API's and
 * s3rver's idle timeouts: a request sent on one just as the upstream closed it met a reset, and
 * a page, or a delete, answered 502 beside a busy test run. On the loopback a new connection
 * costs a fraction of a millisecond.
 */
const upstreamAgent = new Agent({ keepAlive: false });

const proxy = (
  target: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  shape: Answer,
  { limitBody = false, compress = false } = {},
) => {
  const upstream = request(
    new URL(path, target),
    {
      method: req.method,
      headers: { ...req.headers, host: new URL(target).host },
      localAddress: clientLoopback(req),
      agent: upstreamAgent,
    },
    (answer) => {
      if (shape(answer, res)) return;
      answer.headers = endToEnd(answer.headers);
      if (compress) return pipeCompressed(req, res, answer);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // A visitor who navigates away cancels the request upstream too, as a CDN does.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', () => {
    if (res.destroyed || res.headersSent) return;
    answerJson(res, 502, 'The API is not running. Restart npm start.');
  });
  if (limitBody)
    watchBodySize(req, () => {
      req.unpipe(upstream);
      upstream.destroy();
      if (!res.headersSent) refuse(req, res, TOO_LARGE);
    });
  req.pipe(upstream);
};

const answerJson = (res: ServerResponse, status: number, message: string) =>
  res
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    .end(JSON.stringify({ message }));

/**
 * Answers a request the gateway refuses itself. The rest of its body is read and dropped (for
 * at most the request timeout), so a client still sending gets the answer, not a broken pipe.
 */
const refuse = (req: IncomingMessage, res: ServerResponse, { status, message }: Refusal) => {
  answerJson(res, status, message);
  req.resume();
};

/** The API's answer as it is, or a short message of ours for a failure serverless-offline made up. */
const asApi: Answer = (answer, res) => {
  if (isApiAnswer(answer) || (answer.statusCode ?? 502) < 400) return false;
  answer.resume();
  const { status, message } = standInFor(answer.statusCode ?? 502);
  answerJson(res, status, message);
  return true;
};

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * serverless-offline answers every request that has an Origin with that origin allowed, and
 * credentials too, which API Gateway does only for the configured site. Locally the site is the
 * stack itself, so any other origin gets no CORS headers at all.
 */
const withoutForeignCors =
  (req: IncomingMessage, siteOrigins: string[]) => (answer: IncomingMessage) => {
    const origin = req.headers.origin;
    if (origin && siteOrigins.includes(origin)) return;
    for (const name of Object.keys(answer.headers))
      if (name.startsWith('access-control-')) delete answer.headers[name];
  };

/**
 * A stored file is shown as it is only when it is a picture or video of the kinds the API
 * stores; anything else downloads, so no file in the bucket can act as a page of the site.
 * The bucket's own error pages (XML naming the key) are replaced by a short message.
 */
const asUpload: Answer = (answer, res) => {
  const status = answer.statusCode ?? 502;
  if (status >= 400) {
    answer.resume();
    answerJson(
      res,
      status,
      status === 404 ? 'There is no such file.' : 'This file cannot be sent as asked.',
    );
    return true;
  }
  if (status < 300 && !isServedUploadType(answer.headers['content-type'])) {
    answer.headers['content-type'] = 'application/octet-stream';
    answer.headers['content-disposition'] = 'attachment';
  }
  return false;
};

/**
 * A page as the CDN serves it: the file published for its address, from the site's bucket; if
 * there is none, the CDN's origin group asks the API instead, which answers the 404 page (or
 * the app shell before the first publish). That answer is a page: it gets a page's headers
 * (set by the gateway), not the API's.
 */
const servePage = (
  { api, pages }: { api: string; pages: string },
  file: string,
  req: IncomingMessage,
  res: ServerResponse,
) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const fromApi: Answer = (answer) => {
    for (const name of Object.keys(answer.headers))
      if (res.hasHeader(name) || name.startsWith('access-control-')) delete answer.headers[name];
    return false;
  };
  const fromBucket: Answer = (answer) => {
    const status = answer.statusCode ?? 502;
    if (status !== 403 && status !== 404) return false;
    answer.resume();
    proxy(api, req, res, file, fromApi);
    return true;
  };
  proxy(pages, req, res, `${new URL(pages).pathname}${file}`, fromBucket, { compress: true });
};

/**
 * A credential, the status list or the DID document, from the site's bucket as published. Any
 * site may read them (a verifier in someone else's page does), so they carry CORS for all.
 */
const serveIssuerFile = (
  pages: string,
  file: string,
  req: IncomingMessage,
  res: ServerResponse,
) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', '*');
  const notThere: Answer = (answer, out) => {
    const status = answer.statusCode ?? 502;
    if (status !== 403 && status !== 404) return false;
    answer.resume();
    answerJson(out, 404, 'There is no such file.');
    return true;
  };
  proxy(pages, req, res, `${new URL(pages).pathname}${file}`, notThere, { compress: true });
};

/** One port routed like the CDN: /api to the functions, /Upload to the bucket, /admin and the site. */
export const createGateway = ({
  api,
  uploads,
  admin,
  site,
  pages,
  siteOrigins = [],
  dev = false,
}: Routes): Server => {
  // Plain HTTP: no Strict-Transport-Security, which the definition keeps for AWS.
  const headers = pageSecurityHeaders({
    uploadsOrigin: new URL(uploads).origin,
    https: false,
    dev,
  });
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const cors = withoutForeignCors(req, siteOrigins);
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return answerJson(res, 400, 'This address is not valid: it has a broken %-escape.');
    }
    if (isUnder(path, '/api')) {
      const refusal = refusalOf(req, new URL(req.url ?? '/', 'http://x').pathname);
      if (refusal) return refuse(req, res, refusal);
      // ra-data-simple-rest sends `Range: team=0-9`; hapi inside serverless-offline answers
      // 416 to any unit but bytes, where API Gateway passes it on. The API reads ?range= only.
      delete req.headers.range;
      // As CloudFront does: the visitor's address, replacing any the visitor sent (client-address.ts).
      req.headers['cloudfront-viewer-address'] =
        `${req.socket.remoteAddress?.replace(/^::ffff:/, '')}:${req.socket.remotePort}`;
      // Not compressed here: CloudFront compresses no API answer (CachingDisabled), so the API
      // compresses its own (functions/src/routes/compression.ts), and its bytes pass as they are.
      // (hapi inside serverless-offline would gzip a plain answer over 1 KB, but the API leaves
      // none plain for a client that takes gzip or brotli, and hapi never encodes one twice.)
      return proxy(
        api,
        req,
        res,
        req.url ?? '/',
        (answer) => {
          cors(answer);
          return asApi(answer, res);
        },
        { limitBody: true },
      );
    }
    if (isUnder(path, '/Upload')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const key = uploadKeyOf(path);
      // A folder's own address names no file, like any name that is not there.
      if (isUploadFolder(path)) return answerJson(res, 404, 'There is no such file.');
      if (!key) return answerJson(res, 400, 'This address does not name an uploaded file.');
      // Only the key goes on: no query (S3 would read ?response-content-type=...), no %2F.
      return proxy(
        uploads,
        req,
        res,
        `${new URL(uploads).pathname}/${keyPath(key)}`,
        (answer) => {
          cors(answer);
          return asUpload(answer, res);
        },
        { compress: true },
      );
    }
    if (pages && !isUnder(path, '/admin')) {
      const url = new URL(req.url ?? '/', 'http://x');
      const route = routeToBuild(url.pathname, url.search);
      if ('file' in route && route.file.startsWith(PUBLISHED_PREFIX))
        return servePage({ api, pages }, route.file, req, res);
      if ('file' in route && PUBLISHED_FILE_PREFIXES.some((p) => route.file.startsWith(p)))
        return serveIssuerFile(pages, route.file, req, res);
    }
    const handle = isUnder(path, '/admin') ? admin : site;
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });
};
