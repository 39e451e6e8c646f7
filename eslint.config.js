import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import tseslint from 'typescript-eslint';

// The packages, each with the packages it may import; arrows point one way only (see
// docs/architecture.md). A package reaches another through its name and entry, never a path.
const PACKAGES = {
  model: [],
  credentials: ['model'],
  emulators: ['model'],
  demo: ['model'],
  testkit: ['model'],
  functions: ['model', 'credentials'],
  web: ['model', 'credentials'],
  admin: ['model'],
  deploy: ['model', 'functions'],
  publish: ['model', 'credentials', 'functions', 'web', 'deploy'],
  local: ['model', 'credentials', 'emulators', 'demo', 'deploy', 'functions'],
  checks: [
    'model',
    'credentials',
    'emulators',
    'demo',
    'testkit',
    'deploy',
    'functions',
    'publish',
    'local',
  ],
  e2e: ['model', 'credentials', 'demo', 'testkit', 'local', 'web'],
};
// Tests may also use the kits below them.
const TEST_EXTRAS = {
  functions: ['emulators', 'demo', 'testkit'],
  deploy: [],
  local: ['testkit'],
  // The whole-stack tests drive the API through its own harness (@club/functions/testing).
  checks: [],
};
const NAMES = Object.keys(PACKAGES);
// Packages that may import another only through one lean entry, not its whole main one: the
// deploy tools know the functions' messages, not the API (their tests may use more).
const THROUGH_ENTRY = { deploy: { functions: 'calls' } };

const LEAN_ENTRIES =
  '(web/render|deploy/site-router|functions/reader|functions/calls|credentials/issue|credentials/verify)$';

const boundary = (pkg, allowed, tests = false) => ({
  patterns: [
    {
      regex: `^(\\.\\./)+(${NAMES.join('|')})/`,
      message: 'Import another package by its name (@club/…), not by a path into its folder.',
    },
    {
      regex: `^@club/(?!(${allowed.join('|') || '$^'})(/|$))`,
      message: `${pkg}/ may import only ${allowed.map((a) => '@club/' + a).join(', ') || 'no other package'}.`,
    },
    ...Object.entries(tests ? {} : (THROUGH_ENTRY[pkg] ?? {})).map(([other, entry]) => ({
      regex: `^@club/${other}$`,
      message: `${pkg}/ may import ${other}/ only through @club/${other}/${entry}.`,
    })),
    {
      // Second entries: a package's test harness, the site rendered without a browser, the
      // CDN's address rules without the deploy tooling (which pulls aws-cdk-lib into a bundle),
      // and the messages between the functions without the API.
      regex: tests
        ? `^@club/(?!${LEAN_ENTRIES})[a-z]+/(?!testing$)`
        : `^@club/(?!${LEAN_ENTRIES})[a-z]+/`,
      message: tests
        ? 'Import a package through its entry (or its testing entry).'
        : 'Import a package through its entry; only tests use its testing entry.',
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '.data',
      '.esbuild',
      '.esbuild-runs',
      '.serverless',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Modules are kebab-case; a .tsx file that is a React component is PascalCase.
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.{ts,cjs,js}': 'KEBAB_CASE',
          '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  ...NAMES.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', boundary(pkg, PACKAGES[pkg])] },
  })),
  {
    // The browser tests are tests throughout: they may use a package's testing entry.
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', boundary('e2e', PACKAGES.e2e, true)] },
  },
  ...Object.entries(TEST_EXTRAS).map(([pkg, extra]) => ({
    files: [`${pkg}/test/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', boundary(pkg, [...PACKAGES[pkg], ...extra, pkg], true)],
    },
  })),
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Read by tools that require() them (Serverless's ${file()}, serverless-esbuild's plugins).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['model/**/*.ts'],
    rules: {
      // model/ is imported by the browser and by Lambda: no React, no AWS, no Node.
      'no-restricted-imports': [
        'error',
        {
          ...boundary('model', []),
          patterns: [
            ...boundary('model', []).patterns,
            {
              group: ['react', 'react-*', '@aws-sdk/*', 'node:*'],
              message: 'model/ runs everywhere.',
            },
          ],
        },
      ],
    },
  },
);
