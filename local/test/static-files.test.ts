import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@club/emulators';
import { serveBuild } from '../src/static-files.js';

let server: Server | undefined;
let dir: string | undefined;
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('serving a build', () => {
  it('serves what the build holds now, also after a rebuild while it runs', async () => {
    dir = await mkdtemp(join(tmpdir(), 'club-build-'));
    await writeFile(join(dir, 'index.html'), '<p>first build</p>');
    server = createServer((req, res) => void serveBuild(dir!, '')(req, res));
    const port = await freePort();
    await new Promise<void>((done) => server!.listen(port, '127.0.0.1', done));
    const page = async () => {
      // A file of the build (a page address is the published pages' business, not the build's).
      const answer = await fetch(`http://127.0.0.1:${port}/index.html`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(answer.headers.get('content-encoding')).toBe('br');
      // fetch undoes the brotli itself; the header says it was there.
      return answer.text();
    };

    expect(await page()).toBe('<p>first build</p>');
    await writeFile(join(dir, 'index.html'), '<p>second build, a little longer</p>');
    expect(await page()).toBe('<p>second build, a little longer</p>');
  });
});
