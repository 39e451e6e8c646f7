import { accountPath, ACCOUNTS_PATH, ADMIN_ROOT, PASSWORD_PATHS } from '@club/model';
import { accountSteps, freshAddress, setCookie, type AccountSteps } from '../account-steps.js';
import { logIn, loopback, send, type Answer } from '../client.js';
import { examplesOr, type Check, type Figure, type Target } from '../figures.js';
import { tableOf } from '../records.js';

// This check's clients: 127.15.x.x. Its own accounts, invited by the owner: the owner's address
// is never guessed at (the throttle check needs it later).
const RANGE = 15;
const here = loopback(RANGE, 0);
const CHECK = 'accounts';
const PASSWORD = 'a hardening password';
const MOVED_PASSWORD = 'the password after the move';

/** A syntactically fine address of `length` characters: labels of at most 63. */
const addressOf = (length: number) => {
  const local = freshAddress('long').split('@')[0]!;
  let domain = 'hardening.test';
  while (local.length + 1 + domain.length < length)
    domain = `${'l'.repeat(Math.min(63, length - local.length - domain.length - 2))}.${domain}`;
  return `${local}@${domain}`;
};

const refusedAsTooLong = (answer: Answer) =>
  answer.status === 400 && /at most 254 characters/.test(answer.text);

/** Addresses over 254 characters, typed where a person types one: each must be refused. */
const longAddresses = async (target: Target, steps: AccountSteps, owner: string) => {
  const long = addressOf(259);
  const email = await steps.editor(PASSWORD);
  const { session } = await steps.signIn(email, PASSWORD);
  const tried: [string, Answer][] = [
    [
      'invite',
      await send(target, {
        path: ACCOUNTS_PATH,
        json: { email: long, role: 'editor' },
        cookie: owner,
        from: here,
      }),
    ],
    [
      'Change Pass',
      await send(target, {
        method: 'PUT',
        path: `${ADMIN_ROOT}/update`,
        json: { email: long, password: MOVED_PASSWORD, currentPassword: PASSWORD },
        cookie: session,
        from: here,
      }),
    ],
    ['login', await steps.login(long, PASSWORD, {})],
    [
      'forgot password',
      await send(target, {
        path: PASSWORD_PATHS.forgot,
        json: { email: long },
        from: loopback(RANGE, 1),
      }),
    ],
  ];
  const taken = tried.filter(([, answer]) => !refusedAsTooLong(answer));
  return {
    value: taken.length + ((await steps.listed()).has(long) ? 1 : 0),
    detail: examplesOr(
      taken,
      ([where, a]) => `${where} answered ${a.status}`,
      tried.map(([where, a]) => `${where} ${a.status}`).join(', '),
    ),
  };
};

/** An account an earlier version stored with a 262-character address: the owner still reaches it. */
const storedLongAccount = async (target: Target, steps: AccountSteps, owner: string) => {
  const long = addressOf(262);
  await tableOf(target).put('account', {
    id: long,
    email: long,
    role: 'editor',
    state: 'active',
    sessionEpoch: 0,
    createdAt: new Date().toISOString(),
    invitedBy: target.admin.email,
    lastSignInAt: '',
    version: 1,
  });
  const read = await send(target, { path: accountPath(long), cookie: owner, from: here });
  const disabled = await steps.setState(long, 'disabled');
  const removed = await steps.remove(long);
  const answers = [read.status, disabled.status, removed.status];
  const wrong =
    answers.filter((s) => s !== 200).length + ((await steps.listed()).has(long) ? 1 : 0);
  return { value: wrong, detail: `read, disable, remove: ${answers.join(' ')}` };
};

/**
 * One account moves to a new address (Change Pass) while its old password signs in three
 * times: afterwards nothing of the old address may sign in or be listed. A move that fails as
 * a whole (409) must leave the old account as it was and no new one.
 */
const moveUnderSignIns = async (target: Target, steps: AccountSteps, attempt: number) => {
  const from = await steps.editor(PASSWORD);
  const to = freshAddress('moved');
  const { session } = await steps.signIn(from, PASSWORD);
  const signIn = (k: number) =>
    steps.login(from, PASSWORD, { from: loopback(RANGE, 10 + attempt * 4 + k) });
  const [moved, ...signIns] = await Promise.all([
    send(target, {
      method: 'PUT',
      path: `${ADMIN_ROOT}/update`,
      json: { email: to, password: MOVED_PASSWORD, currentPassword: PASSWORD },
      cookie: session,
      from: here,
    }),
    ...[0, 1, 2].map(signIn),
  ]);
  const listed = await steps.listed();
  const wrong: string[] = [];
  if (moved.status === 200) {
    if ((await signIn(3)).status !== 401) wrong.push('the old address still signs in');
    const sessions = [session, ...signIns.flatMap((a) => setCookie(a, 'club_session') ?? [])];
    for (const cookie of sessions)
      if (
        (await send(target, { path: `${ADMIN_ROOT}/protected`, cookie, from: here })).status !== 401
      )
        wrong.push('a session of the old address still answers');
    if (listed.has(from) || !listed.has(to))
      wrong.push(`listed: old ${listed.has(from)}, new ${listed.has(to)}`);
  } else if (moved.status !== 409 || !listed.has(from) || listed.has(to)) {
    wrong.push(
      `the move answered ${moved.status}; listed: old ${listed.has(from)}, new ${listed.has(to)}`,
    );
  }
  return { wrong, status: moved.status };
};

/** The first invitation's link of an account removed, then invited again at the same address. */
const linkOfRemovedAccount = async (steps: AccountSteps) => {
  const email = freshAddress('again');
  const first = await steps.invite(email);
  await steps.remove(email);
  const second = await steps.invite(email);
  const answers = [
    (await steps.setPassword(first, 'the first link password')).status,
    (await steps.setPassword(second, PASSWORD)).status,
  ];
  return {
    value: (answers[0] === 410 ? 0 : 1) + (answers[1] === 200 ? 0 : 1),
    detail: `first link ${answers[0]}, second ${answers[1]}`,
  };
};

/** A stranger locks an address; its owner sets a new password from a mailed link and signs in. */
const blockAfterLink = async (target: Target, steps: AccountSteps) => {
  const email = await steps.editor(PASSWORD);
  await steps.lockOut(
    email,
    [2, 3, 4, 5, 6].map((n) => loopback(RANGE, n)),
  );
  const person = loopback(RANGE, 7);
  const before = (await steps.login(email, PASSWORD, { from: person })).status;
  await send(target, { path: PASSWORD_PATHS.forgot, json: { email }, from: person });
  const set = (await steps.setPassword(await steps.mailedToken(email), MOVED_PASSWORD, person))
    .status;
  const after = (await steps.login(email, MOVED_PASSWORD, { from: person })).status;
  return {
    value: [before === 429, set === 200, after === 200].filter((ok) => !ok).length,
    detail: `locked ${before}, link ${set}, sign-in ${after}`,
  };
};

export const check: Check = {
  name: CHECK,
  async run(target, depth) {
    const owner = await logIn(target, { from: here });
    const steps = accountSteps(target, owner, here);
    const row = (figure: string, { value, detail }: { value: number; detail: string }): Figure => ({
      check: CHECK,
      figure,
      value,
      bound: 0,
      detail,
    });

    const moves = depth === 'bounded' ? 2 : 5;
    const moveResults = [];
    for (let i = 0; i < moves; i++) moveResults.push(await moveUnderSignIns(target, steps, i));
    const movedWrong = moveResults.filter((r) => r.wrong.length > 0);

    return [
      row(
        'long addresses taken (invite, Change Pass, login, forgot)',
        await longAddresses(target, steps, owner),
      ),
      row(
        'stored long account out of the owner’s reach',
        await storedLongAccount(target, steps, owner),
      ),
      row('moves leaving the old account alive', {
        value: movedWrong.length,
        detail: examplesOr(
          movedWrong,
          (r) => r.wrong.join(', '),
          `moves answered ${moveResults.map((r) => r.status).join(' ')}`,
        ),
      }),
      {
        check: CHECK,
        figure: 'moves tried under concurrent sign-ins',
        value: moveResults.length,
        bound: moves,
        atLeast: true,
      },
      row('links of a removed, re-invited account that worked', await linkOfRemovedAccount(steps)),
      row('blocks a used link left in place', await blockAfterLink(target, steps)),
    ];
  },
};
