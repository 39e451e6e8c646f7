import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { decodeMappings, splitBySource, unhashed } from '../../src/bench/source-map-split.js';

const isLibrary = (source: string) => /[\\/]node_modules[\\/]library[\\/]/.test(source);

describe('splitting generated code by its source', () => {
  it('reads each segment’s column and source, across lines and with steps back', () => {
    // [0,0,0,0] [5,1,0,0] ; [2,-1,1,0] [3] (no source)
    expect(decodeMappings('AAAA,KCAA;EDCA,G')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 5, source: 1 },
      ],
      [
        { column: 2, source: 0 },
        { column: 5, source: undefined },
      ],
    ]);
  });

  it('gives each segment the code up to the next, and what no source names to the rest', () => {
    const map = {
      sources: ['../node_modules/library/a.js', '../src/app.ts'],
      mappings: 'AAAA,KCAA;EDCA,G',
    };
    expect(splitBySource('abcdefghij\nklmnopq', map, isLibrary)).toEqual({
      picked: 'abcdemno',
      rest: 'fghij\nklpq',
    });
    expect(splitBySource('abc', null, isLibrary)).toEqual({ picked: '', rest: 'abc' });
  });

  it('finds a library in a real minified bundle', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'club-split-'));
    try {
      await mkdir(join(dir, 'node_modules/library'), { recursive: true });
      await writeFile(
        join(dir, 'node_modules/library/index.js'),
        'export const render = (n) => "LIBRARY-RENDERS-" + n.toUpperCase();\n',
      );
      await writeFile(
        join(dir, 'app.js'),
        'import { render } from "library";\nconsole.log(render("APP-CALLS-" + Date.now()));\n',
      );
      const { outputFiles } = await build({
        entryPoints: [join(dir, 'app.js')],
        absWorkingDir: dir,
        bundle: true,
        minify: true,
        sourcemap: 'external',
        write: false,
        outdir: join(dir, 'out'),
      });
      const code = outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      const map = JSON.parse(outputFiles.find((f) => f.path.endsWith('.map'))!.text);
      const { picked, rest } = splitBySource(code, map, isLibrary);
      expect(picked).toContain('LIBRARY-RENDERS-');
      expect(picked).not.toContain('APP-CALLS-');
      expect(rest).toContain('APP-CALLS-');
      expect(picked.length + rest.length).toBe(code.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('chunk names without their hashes', () => {
  it('drops the content hash of each chunk and module a build names', () => {
    expect(unhashed('assets/Home-D4lU02Ha.js')).toBe('assets/Home.js');
    expect(
      unhashed('import{a}from"./use-page-meta-CeZyeVfy.js";m.f=["assets/Home-B9tlTclj.js"]'),
    ).toBe('import{a}from"./use-page-meta.js";m.f=["assets/Home.js"]');
    expect(unhashed('i(`Section-zOSK3Rbs`,(e=>{')).toBe('i(`Section`,(e=>{');
    expect(unhashed('assets/SubEventDetailPage-B4-U6-KW.js')).toBe('assets/SubEventDetailPage.js');
    expect(unhashed('assets/style.css')).toBe('assets/style.css');
  });
});
