import { randomUUID } from 'node:crypto';
import { ADMIN_ROOT } from '@club/model';
import { inParallel, logIn, loopback, send, type Answer } from '../client.js';
import type { Check, Figure, Target } from '../figures.js';

// This check's clients: 127.9.x.x, a fresh one for each rule so the rules are seen apart.
const RANGE = 9;
const PER_ADDRESS = 5;
const PER_CLIENT = 20;
const GUESSES = 25;

const attempt = (target: Target, from: string, email: string, password = 'not-the-password') =>
  send(target, { path: `${ADMIN_ROOT}/login`, json: { email, password }, from });

/** Tries in a row (each waits for the last, as a person or a careful script would). */
const inTurn = async (tries: (() => Promise<Answer>)[]) => {
  const answers: Answer[] = [];
  for (const t of tries) answers.push(await t());
  return answers;
};

/** How many answers differ from the rule's, a 429 without a message a person can read counting too. */
const offTheRule = (answers: Answer[], expected: number[]) =>
  answers.filter((a, i) => {
    if (a.status !== expected[i]) return true;
    const message = (a.json as { message?: unknown } | undefined)?.message;
    return a.status === 429 && !(typeof message === 'string' && message.length > 0);
  }).length;

const times = (n: number, status: number) => Array<number>(n).fill(status);

export const check: Check = {
  name: 'throttle',
  async run(target) {
    const run = randomUUID().slice(0, 8);

    // The three rules count apart (other e-mails, other clients), so they are tried at once.
    // One e-mail guessed at: the sixth failure within the window is refused.
    const address = `nobody-${run}@club.test`;
    const oneEmail = inTurn(
      Array.from(
        { length: PER_ADDRESS + 1 },
        () => () => attempt(target, loopback(RANGE, 0), address),
      ),
    );
    const oneEmailRule = [...times(PER_ADDRESS, 401), 429];

    // One client trying many e-mails, a few at a time as a script would: the twenty-first
    // failure is refused; another client is not.
    const client = loopback(RANGE, 1);
    const guess = (k: number) => attempt(target, client, `visitor-${run}-${k}@club.test`);
    const oneClient = (async () => [
      ...(await inParallel(times(PER_CLIENT, 0), 4, (_, k) => guess(k))),
      await guess(PER_CLIENT),
      await attempt(target, loopback(RANGE, 2), `other-${run}@club.test`),
    ])();
    const oneClientRule = [...times(PER_CLIENT, 401), 429, 401];

    // A success wipes the slate: four failures, a login, four more and a login all pass.
    const admin = target.admin;
    const resetFrom = loopback(RANGE, 3);
    const fourFailures = () =>
      Array.from({ length: PER_ADDRESS - 1 }, () => () => attempt(target, resetFrom, admin.email));
    const login = () => attempt(target, resetFrom, admin.email, admin.password);
    const reset = inTurn([...fourFailures(), login, ...fourFailures(), login]);
    const resetRule = [...times(PER_ADDRESS - 1, 401), 200, ...times(PER_ADDRESS - 1, 401), 200];

    const row = (figure: string, answers: Answer[], rule: number[], what: string): Figure => ({
      check: 'throttle',
      figure,
      value: offTheRule(answers, rule),
      bound: 0,
      detail: `${what}: ${answers.map((a) => a.status).join(' ')}`,
    });
    const [emailAnswers, clientAnswers, resetAnswers] = await Promise.all([
      oneEmail,
      oneClient,
      reset,
    ]);

    // A live session guessing the current password: limited like the login form. Last, as it
    // leaves the administrator's address locked.
    const guessFrom = loopback(RANGE, 4);
    const cookie = await logIn(target, { from: guessFrom });
    const change = (currentPassword: string) => () =>
      send(target, {
        method: 'PUT',
        path: `${ADMIN_ROOT}/update`,
        json: { email: admin.email, password: admin.password, currentPassword },
        cookie,
        from: guessFrom,
      });
    const guesses = await inTurn([
      ...Array.from({ length: GUESSES }, (_, k) => change(`guess ${run} ${k}`)),
      change(admin.password),
    ]);
    const guessRule = [...times(PER_ADDRESS, 403), ...times(GUESSES - PER_ADDRESS + 1, 429)];
    return [
      row('answers off the rule: one e-mail', emailAnswers, oneEmailRule, '6 failures'),
      row(
        'answers off the rule: one client',
        clientAnswers,
        oneClientRule,
        '21 e-mails, then another client',
      ),
      row(
        'answers off the rule: success resets',
        resetAnswers,
        resetRule,
        '4 failures, login, 4, login',
      ),
      row(
        'answers off the rule: current password guessed',
        guesses,
        guessRule,
        `${GUESSES} wrong current passwords, then the right one`,
      ),
    ];
  },
};
