import { ADMIN_ROOT, PASSWORD_PATHS } from '@club/model';
import { accountSteps, type AccountSteps } from '../account-steps.js';
import { inParallel, logIn, loopback, send } from '../client.js';
import { examplesOr, type Check, type Figure, type Target } from '../figures.js';

// This check's clients: 127.16.x.x. Its own accounts, invited by the owner: the owner's address
// is never guessed at (the throttle check needs it later).
const RANGE = 16;
const CHECK = 'known-browsers';
const here = loopback(RANGE, 0);
/** The stranger's addresses that lock an account (one wrong password each). */
const strangers = [2, 3, 4, 5, 6].map((n) => loopback(RANGE, n));
/** Where a known browser signs in from while its account is locked for everyone else. */
const elsewhere = loopback(RANGE, 7);
const PASSWORD = 'a hardening password';
const NEW_PASSWORD = 'a newer hardening password';

// The API's rules (docs/admin-account.md): browsers kept per account, failures per known browser
// and per client address for known browsers.
const CAP = 10;
const PER_BROWSER = 5;
const PER_CLIENT = 20;
const GUESSES = 40;
const TOKENS = GUESSES / PER_BROWSER;

/** One account signed in from CAP + `extra` browsers in turn, then locked by a stranger. */
const manyBrowsers = async (steps: AccountSteps, extra: number, checkAll: boolean) => {
  const email = await steps.editor(PASSWORD);
  const devices: string[] = [];
  for (let i = 0; i < CAP + extra; i++)
    devices.push((await steps.signIn(email, PASSWORD, { from: loopback(RANGE, 1) })).device);
  await steps.lockOut(email, strangers);
  const status = async (device: string) =>
    (await steps.login(email, PASSWORD, { device, from: elsewhere })).status;
  const oldest = devices.slice(0, extra);
  const newest = checkAll ? devices.slice(extra) : devices.slice(-1);
  const kept = [];
  for (const device of oldest) if ((await status(device)) !== 429) kept.push(device);
  const lost = [];
  for (const device of newest) if ((await status(device)) !== 200) lost.push(device);

  // Wrong guesses from one client, with tokens the account knows: the client's limit holds.
  const from = loopback(RANGE, 8);
  const statuses: number[] = [];
  for (let i = 0; i < GUESSES; i++) {
    const device = devices[extra + Math.floor(i / PER_BROWSER)]!;
    statuses.push((await steps.login(email, `wrong ${i}`, { device, from })).status);
  }
  const guessesOff = statuses.filter((s, i) => s !== (i < PER_CLIENT ? 401 : 429)).length;
  return { oldest, kept, newest, lost, statuses, guessesOff };
};

type Ending = (steps: AccountSteps, email: string, cookies: string) => Promise<string>;

/** Each ends the account's sessions; answers the password the account has after it. */
const endings = (target: Target): Record<string, Ending> => ({
  'password change': async (_steps, email, cookies) => {
    const answer = await send(target, {
      method: 'PUT',
      path: `${ADMIN_ROOT}/update`,
      json: { email, password: NEW_PASSWORD, currentPassword: PASSWORD },
      cookie: cookies,
      from: here,
    });
    if (answer.status !== 200) throw new Error(`The password change answered ${answer.status}`);
    return NEW_PASSWORD;
  },
  'reset by mailed link': async (steps, email) => {
    await send(target, { path: PASSWORD_PATHS.forgot, json: { email }, from: loopback(RANGE, 9) });
    const set = await steps.setPassword(await steps.mailedToken(email), NEW_PASSWORD);
    if (set.status !== 200) throw new Error(`The reset answered ${set.status}`);
    return NEW_PASSWORD;
  },
  'disabled, then enabled': async (steps, email) => {
    for (const state of ['disabled', 'active'] as const) await steps.setState(email, state);
    return PASSWORD;
  },
  'removed, then invited again': async (steps, email) => {
    await steps.remove(email);
    await steps.editor(PASSWORD, email);
    return PASSWORD;
  },
});

/** A browser of the account before the ending, once a stranger has locked the account: 429 if forgotten. */
const afterEnding = async (steps: AccountSteps, end: Ending) => {
  const email = await steps.editor(PASSWORD);
  const { session, device } = await steps.signIn(email, PASSWORD);
  const password = await end(steps, email, `${session}; ${device}`);
  await steps.lockOut(email, strangers);
  return (await steps.login(email, password, { device, from: elsewhere })).status;
};

export const check: Check = {
  name: CHECK,
  async run(target, depth) {
    const owner = await logIn(target, { from: here });
    const steps = accountSteps(target, owner, here);
    const full = depth === 'full';
    const tried = Object.entries(endings(target)).filter(
      ([name]) => full || name !== 'removed, then invited again',
    );
    const [many, ended] = await Promise.all([
      manyBrowsers(steps, full ? 5 : 1, full),
      inParallel(tried, 2, async ([name, end]) => [name, await afterEnding(steps, end)] as const),
    ]);
    const alive = ended.filter(([, status]) => status !== 429);
    const row = (figure: string, value: number, detail: string): Figure => ({
      check: CHECK,
      figure,
      value,
      bound: 0,
      detail,
    });
    return [
      row(
        'tokens beyond the cap still known',
        many.kept.length,
        `${many.oldest.length} oldest of ${CAP + many.oldest.length} tried`,
      ),
      row(
        'tokens within the cap forgotten',
        many.lost.length,
        `${many.newest.length} newest tried`,
      ),
      row(
        'tokens alive after their sessions ended',
        alive.length,
        examplesOr(
          alive,
          ([name, status]) => `${name}: ${status}`,
          ended.map(([name, status]) => `${name} ${status}`).join(', '),
        ),
      ),
      {
        check: CHECK,
        figure: 'endings tried',
        value: ended.length,
        bound: tried.length,
        atLeast: true,
      },
      row(
        `answers off the rule: ${GUESSES} guesses, ${TOKENS} known tokens, one client`,
        many.guessesOff,
        many.statuses.join(' '),
      ),
    ];
  },
};
