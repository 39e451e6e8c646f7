import { performance } from 'node:perf_hooks';
import { dynamoRecordStore, documentClient, readConfig } from '@club/functions';
import { BUCKET, publishNow as publishPagesNow, TABLE } from '@club/local';
import {
  adminPath,
  PUBLISHED_PREFIX,
  recordPath,
  restPath,
  team,
  type SiteRecord,
} from '@club/model';
import { addCertificates } from './bench-certificates.js';
import type { BenchStack } from './bench-stack.js';

/** What the publisher keeps of its last run: each file's key and digest (publish/src/publisher.ts). */
const PUBLISHED_INDEX = `${PUBLISHED_PREFIX}published.json`;
const POLL_MS = 100;
// Far past any publish here: reaching it means the figure could not be measured, not that it is slow.
const GIVE_UP_MS = 120_000;

export interface PublishRun {
  files: number;
  changed: number;
  removed: number;
  /** The publisher's own time, as its report says. */
  ms: number;
  /** From the invocation to its answer, as a deploy or `npm start` waits for it. */
  roundTripMs: number;
}

/**
 * Invokes the publish function and waits for it, as `npm start` does at start: Lambda's Invoke
 * call, which serverless-offline answers on its own endpoint.
 */
export const publishNow = async (lambdaUrl: string, reason: string): Promise<PublishRun> => {
  const started = performance.now();
  const { reports } = await publishPagesNow(lambdaUrl, reason, { takeOver: false });
  const roundTripMs = performance.now() - started;
  const last = reports.at(-1);
  if (!last) throw new Error(`The publish function published nothing (${reason}).`);
  return {
    files: last.files,
    changed: last.written.length,
    removed: last.removed.length,
    ms: last.ms,
    roundTripMs,
  };
};

const START_PUBLISH = /^Published the pages \((\d+) files, (\d+) changed\) in (\d+) ms\.$/;
const PUBLISH_REPORT = /"message":"Published the pages".*"reason":"start"/;

/**
 * The publish `npm start` made of the demo content on an empty bucket, every file new: its
 * figures from the stack's log (the stack times the invocation; the function logs its report).
 */
export const startPublish = (logged: readonly string[]): PublishRun => {
  const waited = logged.map((l) => START_PUBLISH.exec(l)).find(Boolean);
  const reported = logged.find((l) => PUBLISH_REPORT.test(l));
  if (!waited || !reported)
    throw new Error('The stack did not publish the pages at start (see its log).');
  const report = JSON.parse(reported.slice(reported.indexOf('{'))) as {
    removed: number;
    ms: number;
  };
  return {
    files: Number(waited[1]),
    changed: Number(waited[2]),
    removed: report.removed,
    ms: report.ms,
    roundTripMs: Number(waited[3]),
  };
};

/** Adds certificates straight into the stack's table: the API would ask for a publish per write. */
export const addCertificatesToStack = async ({ stack }: BenchStack, count: number) => {
  const config = readConfig({
    TABLE_NAME: TABLE,
    UPLOADS_BUCKET: BUCKET,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
  });
  await addCertificates(dynamoRecordStore(documentClient(config), TABLE), count);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `until` every 100 ms; the time it first said yes, or a failure after GIVE_UP_MS. */
const pollUntil = async (what: string, started: number, until: () => Promise<boolean>) => {
  for (;;) {
    if (await until()) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS)
      throw new Error(`${what} did not happen within ${GIVE_UP_MS / 1000} s.`);
    await sleep(POLL_MS);
  }
};

const why = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  return `${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause.message})` : ''}`;
};

/**
 * The visitor's side of the site while it publishes: each answer's body, or undefined for one
 * that failed, which is kept (a page should never fail while it is being replaced).
 */
const visitor = (url: string) => {
  const failures: string[] = [];
  let asked = 0;
  return {
    failures,
    asked: () => asked,
    async get(path: string) {
      asked += 1;
      try {
        const answer = await fetch(`${url}${path}`);
        const body = await answer.text();
        if (answer.ok) return body;
        failures.push(
          `${path} answered ${answer.status}: ${body.replace(/\s+/g, ' ').slice(0, 120)}`,
        );
      } catch (error) {
        failures.push(`${path}: ${why(error)}`);
      }
      return undefined;
    },
  };
};

const digestsIn = (text: string | undefined) =>
  text === undefined ? undefined : (JSON.parse(text) as Record<string, string>);

export interface WriteToServed {
  /** From sending the edit to the first answer at /team that shows it. */
  servedMs: number;
  /** The files the publish after the edit rewrote (the index of digests aside). */
  rewritten: string[];
  /** The requests made meanwhile, and those that failed, with their answer. */
  asked: number;
  failures: string[];
}

/**
 * Renames a team member through the console's REST face, as the console saves an edit, then
 * asks /team every 100 ms until the new name is served. The API asks for the publish itself
 * (asynchronously), as it does after every write.
 */
export const timeWriteToServed = async (
  { stack, admin }: BenchStack,
  tag: string,
): Promise<WriteToServed> => {
  const login = await fetch(`${stack.url}${adminPath('login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie)
    throw new Error(`The administrator could not log in (${login.status}): ${await login.text()}`);
  const list = await fetch(`${stack.url}${restPath(team)}`, { headers: { cookie } });
  const [member] = (await list.json()) as SiteRecord<typeof team>[];
  if (!member) throw new Error('The team has no member to rename.');

  const reader = visitor(stack.url);
  const before = digestsIn(await reader.get(PUBLISHED_INDEX));
  if (!before)
    throw new Error(`${PUBLISHED_INDEX} could not be read: ${reader.failures.join('; ')}`);
  const site = visitor(stack.url);
  const name = `${member.name.replace(/ \(bench .*\)$/, '')} (bench ${tag})`;
  const started = performance.now();
  const saved = await fetch(`${stack.url}${recordPath(team, member.id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: JSON.stringify({ ...member, name }),
  });
  if (!saved.ok)
    throw new Error(
      `The edit was refused (${saved.status}): ${(await saved.text()).slice(0, 300)}`,
    );
  const servedMs = await pollUntil(
    'The new name at /team',
    started,
    async () => (await site.get('/team'))?.includes(name) ?? false,
  );
  // The index is written last, once every changed file is.
  let after = before;
  await pollUntil(`A new ${PUBLISHED_INDEX}`, started, async () => {
    const text = await site.get(PUBLISHED_INDEX);
    try {
      after = digestsIn(text) ?? before;
    } catch {
      site.failures.push(`${PUBLISHED_INDEX} answered 200 with a body cut short`);
    }
    return JSON.stringify(after) !== JSON.stringify(before);
  });
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return {
    servedMs,
    rewritten: [...keys].filter((k) => before[k] !== after[k]).sort(),
    asked: site.asked(),
    failures: site.failures,
  };
};
