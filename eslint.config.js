import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The site and the console talk to the API over HTTP only; they share nothing but model/.
      'no-restricted-imports': [
        'error',
        { patterns: ['**/functions/**', '@club/functions', '**/infra/**', '@club/infra'] },
      ],
    },
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
      // model/ is imported by the browser and by Lambda: no React, no AWS.
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@aws-sdk/*', 'node:*', '@club/*'] },
      ],
    },
  },
);
