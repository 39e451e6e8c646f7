// A Serverless plugin of the checkout (serverless.yml, plugins): whatever machine packages the
// functions, the native packages in their zips are built for the machine Lambda runs them on.
// CommonJS: Serverless require()s this file, and the checkout's packages are ES modules.
const { execSync } = require('node:child_process');

// Lambda's Node runtimes run on Amazon Linux (glibc); serverless.yml's names for its two CPUs.
const CPU_OF_ARCHITECTURE = { x86_64: 'x64', arm64: 'arm64' };
// The first npm that chooses a package's C library (`libc`) by its setting, not this machine's.
const NPM_WITH_LIBC = [10, 4];

/**
 * serverless-esbuild installs the packages left out of the bundles (sharp) with `npm install`,
 * then `npm prune`, in its build folder. npm picks sharp's binaries for the machine it runs on:
 * a zip packaged on a Mac held sharp for macOS, and every upload then failed on Lambda. npm takes
 * the machine to install for from npm_config_os/cpu/libc (npm help config), and both npm runs
 * inherit this process's environment: only while packaging, since `serverless offline` installs
 * sharp the same way for the local stack, which runs on this machine.
 */
class LambdaPlatform {
  constructor(serverless) {
    this.serverless = serverless;
    const installForLambda = () => this.installForLambda();
    // The first step of each command that packages (`deploy` runs `package`): before any install.
    this.hooks = {
      'package:initialize': installForLambda,
      'deploy:function:initialize': installForLambda,
    };
  }

  installForLambda() {
    const cpu = this.lambdaCpu();
    const npm = execSync('npm --version', { encoding: 'utf8' }).trim();
    const [major = 0, minor = 0] = npm.split('.').map(Number);
    if (major < NPM_WITH_LIBC[0] || (major === NPM_WITH_LIBC[0] && minor < NPM_WITH_LIBC[1]))
      throw new this.serverless.classes.Error(
        `npm ${npm} would package sharp for this computer instead of for AWS Lambda, and every ` +
          `upload would then fail. Install npm ${NPM_WITH_LIBC.join('.')} or later ` +
          '(`npm install -g npm@latest`; Node.js 20.19 and later come with one) and run this again.',
      );
    Object.assign(process.env, {
      npm_config_os: 'linux',
      npm_config_cpu: cpu,
      npm_config_libc: 'glibc',
    });
  }

  /** Lambda's CPU for these functions, as npm names it. */
  lambdaCpu() {
    const { provider, functions } = this.serverless.service;
    const architectures = new Set(
      Object.values(functions ?? {}).map(
        (fn) => fn.architecture ?? provider.architecture ?? 'x86_64',
      ),
    );
    // The functions' zips take their packages from one installation (serverless-esbuild's).
    if (architectures.size > 1)
      throw new this.serverless.classes.Error(
        `serverless.yml gives the functions different architectures (${[...architectures].join(', ')}), ` +
          'but their packages are installed once for all of them: give every function the same one.',
      );
    const [architecture = provider.architecture ?? 'x86_64'] = architectures;
    // Serverless only warns of another name; AWS would refuse it after the upload.
    if (!Object.hasOwn(CPU_OF_ARCHITECTURE, architecture))
      throw new this.serverless.classes.Error(
        `serverless.yml names the architecture "${architecture}", which AWS Lambda does not ` +
          'have: use x86_64 (or arm64).',
      );
    return CPU_OF_ARCHITECTURE[architecture];
  }
}

module.exports = LambdaPlatform;
