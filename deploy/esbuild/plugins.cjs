// The esbuild plugins every function is bundled with (serverless.yml, custom.esbuild.plugins).
// CommonJS: serverless-esbuild require()s this file, and the checkout's packages are ES modules.
const { dirname, extname, join } = require('node:path');

const ZOD_INSIDE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core|classic)[\\/]/;

/**
 * zod re-exports the messages of 50 languages (`z.locales`, 264 KB minified). The functions
 * import `* as z`, which lets esbuild leave out what they never use, those included; but one
 * `import { z } from 'zod'`, or `z` passed around whole, keeps every export. Whatever the code
 * does, zod's locale index here holds English alone, the language zod's schemas install.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.c?js$/ }, ({ path, importer }) =>
      ZOD_INSIDE.test(importer)
        ? {
            path: join(dirname(importer), '..', 'locales', `english-only${extname(path)}`),
            namespace: 'zod-english-only',
          }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, ({ path }) => ({
      contents: `export { default as en } from './en${extname(path)}';`,
      resolveDir: dirname(path),
      loader: 'js',
    }));
  },
};

/**
 * The AWS SDK is not bundled: Lambda's runtime has it. esbuild keeps every require of a package
 * it leaves out, in case loading it does something, so the media function loaded the DynamoDB,
 * SES and Lambda clients too (about 50 ms of its cold start) for the one S3 client it uses.
 * Loading an SDK client does nothing but define it: a bundle requires only those it uses.
 */
const awsSdkOnlyAsUsed = {
  name: 'aws-sdk-only-as-used',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\// }, ({ path }) => ({
      path,
      external: true,
      sideEffects: false,
    }));
  },
};

module.exports = [zodEnglishOnly, awsSdkOnlyAsUsed];
