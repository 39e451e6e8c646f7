import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from '@club/local';
import { splitBySource, unhashed, type SourceMapLike } from './source-map-split.js';

/** React as the site ships it: react (with its JSX runtime), react-dom, and its scheduler. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const isReact = (source: string) => REACT.test(source);

const gzip = (text: string | Buffer) => (text.length ? gzipSync(text, { level: 9 }).length : 0);

export interface ChunkSplit {
  file: string;
  /** The chunk as served, gzip'd. */
  gzip: number;
  /** React's part and the rest, each gzip'd on its own. */
  reactGzip: number;
  restGzip: number;
  /** Minified bytes, before compression. */
  bytes: number;
  reactBytes: number;
}

interface BuiltChunk {
  code: string;
  map: SourceMapLike | null;
}

/**
 * The site's build made again in memory, the same as web/dist's but with source maps (kept out
 * of the files), so each byte of a chunk can be traced to the module it came from.
 */
const buildWithSourceMaps = async () => {
  const web = join(ROOT, 'web');
  const out = await build({
    root: web,
    configFile: join(web, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: 'hidden' },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) =>
    'output' in o ? o.output : [],
  );
  const chunks = new Map<string, BuiltChunk>();
  for (const o of outputs) {
    if (o.type !== 'chunk') continue;
    const key = unhashed(o.fileName);
    if (chunks.has(key)) throw new Error(`Two chunks of the build are called ${key}.`);
    chunks.set(key, { code: o.code, map: o.map });
  }
  return chunks;
};

/**
 * How much of the scripts a page loaded (their addresses and bytes as served) is React: each
 * script is found in a build of the site made with source maps, and its bytes split by the
 * module they came from. A script whose code is not that build's (web/dist is stale) fails.
 */
export const reactShare = async (scripts: ReadonlyMap<string, { body: Buffer }>) => {
  const built = await buildWithSourceMaps();
  const split: ChunkSplit[] = [];
  for (const [url, { body }] of scripts) {
    const file = new URL(url).pathname.replace(/^\//, '');
    const chunk = built.get(unhashed(file));
    if (!chunk || unhashed(chunk.code) !== unhashed(body.toString('utf8')))
      throw new Error(
        `${file} as served is not this checkout's build of the site: run npm run build, then the bench.`,
      );
    const { picked, rest } = splitBySource(chunk.code, chunk.map, isReact);
    split.push({
      file,
      gzip: gzip(body),
      reactGzip: gzip(picked),
      restGzip: gzip(rest),
      bytes: body.length,
      reactBytes: Buffer.byteLength(picked),
    });
  }
  return split.sort((a, b) => b.gzip - a.gzip);
};
