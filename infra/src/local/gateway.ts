import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { pipeCompressed } from './compression.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface Routes {
  api: string;
  uploads: string;
  admin: Handler;
  site: Handler;
}

/** Forwards a request to `target` + the path `rewrite` gives, streaming both ways. */
const proxy = (
  target: string,
  req: IncomingMessage,
  res: ServerResponse,
  path = req.url ?? '/',
) => {
  const upstream = request(
    new URL(path, target),
    { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
    (answer) => pipeCompressed(req, res, answer),
  );
  // A visitor who navigates away cancels the request upstream too, as a CDN does.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  upstream.on('error', () => {
    if (res.destroyed) return;
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not running. Restart npm start.' }));
  });
  req.pipe(upstream);
};

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** One port routed like the CDN: /api to the functions, /Upload to the bucket, /admin and the site. */
export const createGateway = ({ api, uploads, admin, site }: Routes): Server =>
  createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (isUnder(path, '/api')) {
      // ra-data-simple-rest sends `Range: team=0-9`; hapi inside serverless-offline answers
      // 416 to any unit but bytes, where API Gateway passes it on. The API reads ?range= only.
      delete req.headers.range;
      return proxy(api, req, res);
    }
    if (isUnder(path, '/Upload')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      return proxy(uploads, req, res, `${new URL(uploads).pathname}${path}`);
    }
    const handle = isUnder(path, '/admin') ? admin : site;
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
    });
  });
