import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncoding, compressedOnce, isCompressible } from './compression.js';

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
  '.xml': 'application/xml; charset=utf-8',
};

/** A file's details, or undefined for a folder or nothing at all. */
const fileAt = async (path: string) => {
  const found = await stat(path).catch(() => undefined);
  return found?.isFile() ? found : undefined;
};

const send = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
};

/**
 * Serves a Vite build under `prefix`, as the CDN does: hashed assets cached for a year and
 * everything else revalidated, text compressed with brotli or gzip, a missing file a real 404,
 * and any other path (a page of the app) answered with index.html for the app to route.
 */
export const serveBuild =
  (dir: string, prefix: string) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(prefix.length);
    } catch {
      return send(res, 400, 'The address is not valid.');
    }
    const candidate = normalize(join(dir, path));
    const inside = candidate.startsWith(dir + sep);
    let file = join(dir, 'index.html');
    if (inside && (await fileAt(candidate))) file = candidate;
    // A name with an extension is a file, not a page: if it is missing, say so.
    else if (extname(path)) return send(res, 404, 'Not found.');
    const found = await fileAt(file);
    if (!found) return send(res, 503, `${dir} is not built yet: run npm run build.`);

    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.includes(`${sep}assets${sep}`);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = await readFile(file);
    const encoding = isCompressible(type) ? acceptedEncoding(req) : undefined;
    if (isCompressible(type)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      body = compressedOnce(file, `${found.mtimeMs}:${found.size}`, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
