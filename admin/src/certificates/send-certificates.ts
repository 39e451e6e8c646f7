import {
  CERTIFICATE_SEND_PATH,
  deliveryCounts,
  type DeliveryReport,
  type DeliveryResult,
} from '@club/model';
import { fetchUtils } from 'react-admin';
import { errorStatus, isAuthFailure, serverMessage } from '../http-errors';

/**
 * Ids per call. The API sends a few of them (SEND_PER_CALL) and answers the rest "not sent
 * yet"; those go first into the next call. More would only lengthen every answer.
 */
export const SEND_BATCH = 100;

/** A call that failed (no answer, or the server's error) is tried this many times more. */
export const SEND_RETRIES = 2;
const RETRY_WAITS_MS = [1_000, 3_000];

/** The API answers within 30 s (the gateway's limit); a call still open later is given up. */
const CALL_TIMEOUT_MS = 40_000;

export const STOP_REASONS = {
  noAnswer: 'The server did not answer (the connection failed or took too long).',
  serverError: (status: number) => `The server answered with an error (${status}).`,
  noProgress:
    'The server sent none of the certificates it was given (another send may be sending them right now).',
} as const;

/** How far a send has come: certificates sent or failed, of all. */
export interface SendProgress {
  done: number;
  total: number;
  /** A call failed and is being tried again. */
  retrying: boolean;
}

/** A send's report; `stopped` says why it ended with some certificates not sent yet. */
export interface SendOutcome extends DeliveryReport {
  stopped?: string;
}

export type PostSend = (ids: string[], sendId: string) => Promise<DeliveryReport>;

const postSend: PostSend = async (ids, sendId) => {
  const { json } = await fetchUtils.fetchJson(CERTIFICATE_SEND_PATH, {
    method: 'POST',
    body: JSON.stringify({ ids, sendId }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  return json as DeliveryReport;
};

/** Why a call failed, if trying it again may help: no answer, or an error of the server's. */
const passingProblem = (error: unknown) => {
  const status = errorStatus(error);
  if (status === undefined) return STOP_REASONS.noAnswer;
  if (status >= 500 || status === 408 || status === 429)
    return serverMessage(error) ?? STOP_REASONS.serverError(status);
  return undefined;
};

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Mails the certificates to their students, a few per call, until every one is sent or
 * failed. Every call of it carries one sendId, so a call tried again (after no answer, or an
 * error of the server's) never mails a certificate twice. After SEND_RETRIES failed tries in a
 * row it stops, and the report says which certificates were not sent yet. A 401 is thrown (the
 * session ended); another refusal stops the send with its message.
 */
export const sendCertificates = async (
  ids: readonly string[],
  {
    post = postSend,
    sendId = crypto.randomUUID(),
    onProgress = () => {},
    wait = pause,
  }: {
    post?: PostSend;
    sendId?: string;
    onProgress?: (progress: SendProgress) => void;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<SendOutcome> => {
  const all = [...new Set(ids)];
  const done = new Map<string, DeliveryResult>();
  const report = (retrying: boolean) =>
    onProgress({ done: done.size, total: all.length, retrying });
  let pending = all;
  let failedTries = 0;
  let stopped: string | undefined;
  report(false);
  while (pending.length > 0 && !stopped) {
    const batch = pending.slice(0, SEND_BATCH);
    let problem: string;
    try {
      const answer = await post(batch, sendId);
      for (const result of answer.results)
        if (result.status !== 'not-sent-yet' && batch.includes(result.id))
          done.set(result.id, result);
      const before = pending.length;
      pending = pending.filter((id) => !done.has(id));
      if (pending.length < before) {
        failedTries = 0;
        report(false);
        continue;
      }
      problem = STOP_REASONS.noProgress;
    } catch (error) {
      if (isAuthFailure(error)) throw error;
      const passing = passingProblem(error);
      if (!passing) {
        stopped = serverMessage(error) ?? STOP_REASONS.serverError(errorStatus(error) ?? 0);
        break;
      }
      problem = passing;
    }
    if (failedTries === SEND_RETRIES) stopped = problem;
    else {
      report(true);
      await wait(RETRY_WAITS_MS[failedTries] ?? 0);
      failedTries += 1;
    }
  }
  const results = all.map((id): DeliveryResult => done.get(id) ?? { id, status: 'not-sent-yet' });
  return { sendId, ...deliveryCounts(results), results, ...(stopped ? { stopped } : {}) };
};

/** What a send that stopped left: its id, and the certificates it did not send. */
export interface StoppedSend {
  sendId: string;
  notSent: readonly string[];
}

export const stoppedSend = (outcome: SendOutcome): StoppedSend | undefined =>
  outcome.stopped
    ? {
        sendId: outcome.sendId,
        notSent: outcome.results.filter((r) => r.status === 'not-sent-yet').map((r) => r.id),
      }
    : undefined;

/**
 * The sendId of a press: the stopped send's when the press sends only what that send left (a
 * call whose answer was lost may have mailed some of them, and the send's id keeps them from a
 * second mail); else a send of its own.
 */
export const sendIdFor = (ids: readonly string[], left: StoppedSend | undefined) =>
  left && ids.length > 0 && ids.every((id) => left.notSent.includes(id))
    ? left.sendId
    : crypto.randomUUID();
