import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, relative, sep } from 'node:path';
import { cacheControlOf, contentType, routeToBuild } from '@club/deploy';
import { acceptedEncoding, compressedOnce, isCompressible } from './compression.js';

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
 * Serves a Vite build under `prefix`, as the CDN does: its own viewer-request function decides
 * whether an address is a file or a page of the app (answered with index.html for the app to
 * route), hashed assets are cached for a year and everything else revalidated, text is
 * compressed with brotli or gzip, and a missing file is a real 404.
 */
export const serveBuild =
  (dir: string, prefix: string) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const route = routeToBuild(new URL(req.url ?? '/', 'http://x').pathname);
    if ('redirect' in route) {
      res.writeHead(301, { Location: route.redirect, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(route.file).slice(prefix.length);
    } catch {
      return send(res, 400, 'The address is not valid.');
    }
    const file = normalize(join(dir, path));
    const found = file.startsWith(dir + sep) ? await fileAt(file) : undefined;
    if (!found && file === join(dir, 'index.html'))
      return send(res, 503, `${dir} is not built yet: run npm run build.`);
    if (!found) return send(res, 404, 'Not found.');

    const type = contentType(file);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControlOf(relative(dir, file).split(sep).join('/')),
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
