import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

// The Serverless plugin of serverless.yml that packages sharp for Lambda's machine.
interface Fn {
  architecture?: string;
}
type Hook = () => void;
const LambdaPlatform = createRequire(import.meta.url)(
  '../../serverless/lambda-platform.cjs',
) as new (serverless: unknown) => { hooks: Record<string, Hook> };

class ServerlessError extends Error {}
const plugin = (architecture: string | undefined, functions: Record<string, Fn>) =>
  new LambdaPlatform({
    service: { provider: { architecture }, functions },
    classes: { Error: ServerlessError },
  });

const NPM_SETTINGS = ['npm_config_os', 'npm_config_cpu', 'npm_config_libc'];
const before = Object.fromEntries(NPM_SETTINGS.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of NPM_SETTINGS)
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
});
const npmInstallsFor = () => NPM_SETTINGS.map((name) => process.env[name]);

describe("packaging the functions installs their native packages for Lambda's machine", () => {
  it('Linux x64 with glibc for x86_64 functions, whatever machine packages them', () => {
    Object.assign(process.env, { npm_config_os: 'darwin', npm_config_cpu: 'arm64' });
    plugin('x86_64', { api: {}, media: {} }).hooks['package:initialize']!();
    expect(npmInstallsFor()).toEqual(['linux', 'x64', 'glibc']);
  });

  it('Linux arm64 when serverless.yml moves the functions to arm64, one at a time too', () => {
    plugin(undefined, { media: { architecture: 'arm64' } }).hooks['deploy:function:initialize']!();
    expect(npmInstallsFor()).toEqual(['linux', 'arm64', 'glibc']);
  });

  it('refuses functions of two architectures: their packages are installed once for all', () => {
    const mixed = plugin('x86_64', { api: {}, media: { architecture: 'arm64' } });
    expect(() => mixed.hooks['package:initialize']!()).toThrow(
      /different architectures \(x86_64, arm64\).*give every function the same one/,
    );
  });

  it('refuses an architecture Lambda does not have, before anything is uploaded', () => {
    expect(() => plugin('x86-64', { api: {} }).hooks['package:initialize']!()).toThrow(
      /architecture "x86-64", which AWS Lambda does not have: use x86_64/,
    );
  });

  it('leaves the local stack alone: it runs sharp on this machine (serverless offline)', () => {
    for (const event of Object.keys(plugin('x86_64', {}).hooks))
      expect(event).toMatch(/^(package|deploy:function):initialize$/);
  });
});
