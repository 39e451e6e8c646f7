import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@club/testkit';

// Each worker starts a stack of its own (support/test.ts), so tests of any file run side by
// side. Two workers on two cores: npm test runs the other suites beside this one and keeps
// both cores busy throughout, so a third worker only added a stack start and contention
// (measured: the same time, 10% more processor). A test that fails fails the run the first time.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Patience, not a speed check: on a machine busy with other work a save with a picture took
  // over 10 s to be answered (CI, 4579c1d), a publish 25 s, and a bulk issue of 28 certificates
  // more than 90 s (b4c7e31). Waits end as soon as what they wait for happens, so only a
  // failing test pays for these bounds; how long things take is the bench's to print.
  timeout: 300_000,
  expect: { timeout: 120_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    // A failure keeps each step with its timing, a screenshot, and the page's accessibility
    // tree at the end (error-context.md). Not the screencast (a third of the suite's processor
    // time) nor the DOM of every step (a sixth, measured): the run is processor-bound, and
    // tests that pass paid for both.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
  },
});
