import { defineConfig } from 'vitest/config';

// Browser specs (e2e/*.spec.ts) run under Playwright, not here.
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
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-and-stack',
          include: ['{model,functions,admin,infra}/**/*.test.{ts,tsx}'],
          globalSetup: ['infra/src/testing/emulators-setup.ts'],
        },
      },
    ],
  },
});
