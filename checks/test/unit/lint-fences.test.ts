import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '@club/local';

// The fences npm run lint keeps, tried on planted files: each must stop the lint.
const eslint = new ESLint({ cwd: ROOT });
const problems = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath: join(ROOT, filePath) }))[0]!.messages.map(
    (m) => `${m.ruleId}: ${m.message}`,
  );

describe('the lint fences', () => {
  it('refuse a camelCase module file, and take kebab-case modules and PascalCase components', async () => {
    expect(await problems('admin/src/content/rowHelpers.ts', 'export const a = 1;\n')).toEqual([
      expect.stringContaining('check-file/filename-naming-convention'),
    ]);
    expect(await problems('admin/src/content/row-helpers.ts', 'export const a = 1;\n')).toEqual([]);
    expect(await problems('admin/src/content/RowHelper.tsx', 'export const A = 1;\n')).toEqual([]);
  });

  it("refuse functions' storage from outside functions, by path or by package", async () => {
    for (const from of [
      "'../../functions/src/storage/record-store.js'",
      "'@club/functions/src/storage/record-store.js'",
    ])
      expect(
        await problems('local/src/planted.ts', `export { dynamoRecordStore } from ${from};\n`),
      ).toEqual([expect.stringContaining('no-restricted-imports')]);
    expect(
      await problems(
        'local/src/planted.ts',
        "export { dynamoRecordStore } from '@club/functions';\n",
      ),
    ).toEqual([]);
  });

  it('refuse an import upwards: a lower package may not import a higher one', async () => {
    expect(
      await problems('functions/src/planted.ts', "export { startStack } from '@club/local';\n"),
    ).toEqual([expect.stringContaining('functions/ may import only @club/model')]);
  });

  it("let the deploy tools use the functions' messages, and nothing else of the API", async () => {
    expect(
      await problems(
        'deploy/src/planted.ts',
        "export { publishAnswer } from '@club/functions/calls';\n",
      ),
    ).toEqual([]);
    expect(
      await problems('deploy/src/planted.ts', "export { buildDeps } from '@club/functions';\n"),
    ).toEqual([
      expect.stringContaining('deploy/ may import functions/ only through @club/functions/calls'),
    ]);
  });

  // Outside the checkout, where a lint running meanwhile does not see it.
  let planted = '';
  afterAll(() => rm(planted, { recursive: true, force: true }));

  it('refuse an import cycle', async () => {
    planted = await mkdtemp(join(tmpdir(), 'club-planted-cycle-'));
    await writeFile(
      join(planted, 'a.ts'),
      "import { b } from './b.js';\nexport const a = () => b;\n",
    );
    await writeFile(
      join(planted, 'b.ts'),
      "import { a } from './a.js';\nexport const b = () => a;\n",
    );
    const cruise = promisify(execFile)(
      join(ROOT, 'node_modules/.bin/depcruise'),
      ['--config', '.dependency-cruiser.cjs', '--no-progress', planted],
      { cwd: ROOT },
    );
    await expect(cruise).rejects.toMatchObject({ stdout: expect.stringContaining('no-cycle') });
  });
});
