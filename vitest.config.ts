import { defineConfig } from 'vitest/config';

// Browser specs (e2e/*.spec.ts) run under Playwright, not here.
export default defineConfig({
  test: {
    include: ['{model,functions,admin,web,infra}/**/*.test.{ts,tsx}'],
    globalSetup: ['infra/src/testing/emulators-setup.ts'],
    // Node 20 is what these machines run; Lambda runs Node 22.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
