import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const isFile = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() ?? false;

/**
 * Serves a Vite build under `prefix`, as the CDN does: hashed assets cached for a year,
 * every other path answered with index.html so the single-page app can route it.
 */
export const serveBuild =
  (dir: string, prefix: string) => async (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(
      prefix.length,
    );
    const candidate = normalize(join(dir, path));
    const inside = candidate.startsWith(dir + sep);
    const file = inside && (await isFile(candidate)) ? candidate : join(dir, 'index.html');
    if (!(await isFile(file))) {
      res
        .writeHead(503, { 'Content-Type': 'text/plain' })
        .end(`${dir} is not built yet: run npm run build.`);
      return;
    }
    const immutable = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
