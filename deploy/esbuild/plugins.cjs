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
 * The AWS SDK is bundled (serverless.yml). Importing one of its clients does nothing but define
 * it, yet not every SDK package says so, and esbuild keeps a module that might do something on
 * loading: the media function carried the DynamoDB client beside the one S3 client it uses.
 * Each SDK package is resolved as usual and marked free of side effects, so a bundle keeps only
 * the clients its function uses.
 */
const awsSdkOnlyAsUsed = {
  name: 'aws-sdk-only-as-used',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\// }, async ({ path, pluginData, ...args }) => {
      if (pluginData?.awsSdkOnlyAsUsed) return undefined;
      const found = await build.resolve(path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { awsSdkOnlyAsUsed: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return {
        path: found.path,
        namespace: found.namespace,
        external: found.external,
        sideEffects: false,
      };
    });
  },
};

module.exports = [zodEnglishOnly, awsSdkOnlyAsUsed];
