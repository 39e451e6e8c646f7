import { defineConfig } from 'vitest/config';

// Browser specs (e2e/*.spec.ts) run under Playwright, not here.
// Four projects: the site (jsdom), its pages as published (Node), pure code (no servers, about a second), and the API and
// local stack against real DynamoDB, S3 and SES emulators started once for the run.
const PURE = [
  'model/**/*.test.{ts,tsx}',
  'admin/**/*.test.{ts,tsx}',
  '{credentials,emulators,demo,testkit,functions,deploy,local,checks}/test/unit/**/*.test.ts',
];

export default defineConfig({
  test: {
    // Node 20 is what these machines run; Lambda runs Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['web/**/*.test.{ts,tsx}'],
          // Pages as they are published: rendered where there is no browser at all.
          exclude: ['**/node_modules/**', 'web/src/render/**'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'publish',
          include: ['web/src/render/**/*.test.{ts,tsx}', 'publish/test/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'unit', include: PURE } },
      {
        extends: true,
        test: {
          name: 'integration',
          // Each file has its own table and bucket, and most of a test's time is spent waiting
          // on the emulators and the local stack: four files at a time, even on two cores.
          maxWorkers: 4,
          // Patience, not a speed check: these start stacks, spawn the CLIs and hash passwords,
          // which beside the browser suite on two cores took minutes where alone they take
          // seconds (CI, b4c7e31: stack starts past 180 s). A test that hangs still fails, late;
          // how long things take is the bench's and the hardening report's to print.
          // The restore test's six hostile archives took past 10 minutes at load 24.
          testTimeout: 1_200_000,
          hookTimeout: 1_200_000,
          include: ['{emulators,demo,testkit,functions,deploy,local,checks}/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '*/test/unit/**'],
          globalSetup: ['functions/test/support/emulators-setup.ts'],
        },
      },
    ],
  },
});
