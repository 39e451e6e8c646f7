import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@club/testkit';

// Each worker starts a stack of its own (support/test.ts), so tests of any file run side by
// side. Three workers on two cores: a test spends most of its time waiting on pages and the
// stack, not computing. A test that fails fails the run the first time.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    // A failure keeps the DOM of each step; without the screencast, which cost a third of the
    // suite's processor time in Chromium's compositor for tests that pass.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
