import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { ROOT } from './commands.js';
const serverless = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');
const run = promisify(execFile);

/**
 * The CloudFormation template a deploy of `stage` would send, from `serverless package`: no AWS
 * account is needed. The bundle and the package go to folders of this call's own, so that runs
 * in parallel (tests, another package, `npm start`) never read each other's half-written files.
 */
export async function packagedTemplate(stage: string): Promise<object> {
  const out = await mkdtemp(join(tmpdir(), 'club-package-'));
  // Under the checkout, where the bundle finds node_modules; named by this process like the
  // local stack's folders (local/src/offline.ts), whose start clears those of dead ones.
  const build = `.esbuild-runs/${process.pid}-lint-${Date.now().toString(36)}`;
  try {
    await run(process.execPath, [serverless, 'package', '--stage', stage, '--package', out], {
      cwd: ROOT,
      env: {
        ...process.env,
        ESBUILD_WORK_FOLDER: build,
        SLS_TELEMETRY_DISABLED: '1',
        SLS_NOTIFICATIONS_MODE: 'off',
      },
    }).catch((e: { stdout?: string; stderr?: string }) => {
      throw new Error(`serverless package failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    });
    return JSON.parse(
      await readFile(join(out, 'cloudformation-template-update-stack.json'), 'utf8'),
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(join(ROOT, build), { recursive: true, force: true });
  }
}
