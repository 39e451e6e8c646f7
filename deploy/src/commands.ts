import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverlessEnvironment, type AwsAccess } from './credentials.js';

/** The checkout: serverless.yml, web/ and admin/ are read from here. */
export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

const serverlessBin = createRequire(import.meta.url).resolve('serverless/bin/serverless.js');

/** Runs a command in the checkout, its output on this terminal; resolves with its exit code. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv, shell = false) =>
  new Promise<number>((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env, shell });
    child.once('error', fail);
    // Stopped by a signal (Ctrl-C reaches it too): not a success, whatever it was doing.
    child.once('exit', (code) => done(code ?? 1));
  });

/**
 * Every setting serverless.yml reads from the environment (`${env:NAME}`): emulator endpoints,
 * table and bucket names, local mail addresses, log level. They exist for the local stack and
 * the tests; a deploy takes its settings as --param instead. Left in a developer's shell, they
 * would win over the stage's own and point the deployed API at this machine.
 */
export const localOnlySettings = () =>
  [...readFileSync(join(ROOT, 'serverless.yml'), 'utf8').matchAll(/\$\{env:([A-Z0-9_]+)/g)].map(
    ([, name]) => name!,
  );

/**
 * The serverless CLI of node_modules (the version package.json pins), without telemetry,
 * signing its calls with the credentials this command resolved (credentials.ts).
 */
export const runServerless = (args: string[], aws: AwsAccess) =>
  run(process.execPath, [serverlessBin, ...args], {
    ...serverlessEnvironment(
      Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !localOnlySettings().includes(key)),
      ),
      aws,
    ),
    SLS_TELEMETRY_DISABLED: '1',
  });

/**
 * `npm run build` (site and console) for the stage's address: the site's sitemap and robots.txt
 * and the console's certificate QR codes are written with it (web/vite.config.ts,
 * admin/src/certificates/publicAddress.ts).
 */
export const buildSite = (siteUrl: string) => {
  const env = { ...process.env, PUBLIC_SITE_URL: siteUrl };
  // On Windows npm is npm.cmd, which Node starts only through a shell (since CVE-2024-27980).
  return process.platform === 'win32'
    ? run('npm run build', [], env, true)
    : run('npm', ['run', 'build'], env);
};
