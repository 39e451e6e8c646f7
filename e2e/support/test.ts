import { appendFileSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, request, type BrowserContext } from '@playwright/test';
import { startStack } from '@club/local';
import { TEST_PASSWORD_COST } from '@club/testkit';
import { adminPath } from '@club/model';
import { E2E_ADMIN, logIn } from './admin.js';

export { expect } from '@playwright/test';

/** Where a worker's own stack answers: the site and console, and the SES emulator's store. */
export interface Club {
  url: string;
  mailUrl: string;
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface WorkerFixtures {
  club: Club;
  /** The administrator's session, logged in once per worker and again only once it has ended. */
  adminSession: { current(): Promise<SessionState> };
}

interface TestFixtures {
  /** Starts the test's browser in the administrator's session, as after logging in. */
  loggedIn: boolean;
}

const sessionIsLive = async (url: string, state: SessionState) => {
  const api = await request.newContext({ baseURL: url, storageState: state });
  try {
    return (await api.get(adminPath('protected'))).ok();
  } finally {
    await api.dispose();
  }
};

/**
 * Every spec's `test`: each worker runs against a stack of its own (the same one `npm start`
 * runs, on a port the OS picks, with a throwaway data folder), so workers run side by side and
 * never see each other's records, login failures or contact messages.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  club: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'club-e2e-'));
      // The stack's own log (API requests, errors) is kept beside the test results for diagnosis.
      mkdirSync('test-results', { recursive: true });
      const logFile = `test-results/stack-${workerInfo.workerIndex}.log`;
      const log = (line: string) =>
        appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
      const stack = await startStack({
        dataDir,
        admin: E2E_ADMIN,
        log,
        passwordCost: TEST_PASSWORD_COST,
      });
      await use({ url: stack.url, mailUrl: stack.mailUrl });
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    // Starting a stack (emulators, the API's bundle, the demo content) takes a while: 30 s
    // alone, minutes beside other suites.
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ club }, use) => use(club.url),

  adminSession: [
    async ({ browser, club }, use) => {
      let state: SessionState | undefined;
      await use({
        async current() {
          // A test may end every session (a password change does), or its own (logout).
          if (state && (await sessionIsLive(club.url, state))) return state;
          const context = await browser.newContext({ baseURL: club.url });
          await logIn(await context.newPage());
          state = await context.storageState();
          await context.close();
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],
  // A published page shows whole before its code runs (it loads once the pictures are in):
  // after opening one, wait until the app has taken it over, as a visitor's click would.
  page: async ({ page }, use) => {
    const started = () => 'started' in document.documentElement.dataset;
    const ready = async (response: Awaited<ReturnType<typeof page.goto>>) => {
      const isSitePage =
        !new URL(page.url()).pathname.startsWith('/admin') &&
        (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (isSitePage) await page.waitForFunction(started);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => ready(await goto(url, options));
    page.reload = async (options) => ready(await reload(options));
    await use(page);
  },
  loggedIn: [false, { option: true }],
  storageState: async ({ loggedIn, adminSession, storageState }, use) =>
    use(loggedIn ? await adminSession.current() : storageState),
});
