import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@club/testkit';

// One stack for the run (started in global-setup), so tests run one at a time against it.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
