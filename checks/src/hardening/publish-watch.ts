import { documentClient, dynamoRecordStore, readConfig } from '@club/functions';
import { BUCKET, TABLE } from '@club/local';
import { PUBLISH_LEASE } from '@club/publish';
import type { Target } from './figures.js';

const POLL_MS = 20;
/** The lease free this long means the publishes asked for so far have run. */
const QUIET_MS = 3_000;
const LONGEST_SETTLE_MS = 120_000;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sees the publishes of a running stack from outside the API: every run of the publish function
 * holds the lease (an item of the table) while it publishes, under its own request id, and a
 * publish takes far longer than a poll. `runs()` counts the runs seen so far.
 */
export const watchPublishes = (target: Target) => {
  if (!target.dynamodbEndpoint)
    throw new Error('Watching the publishes needs the DynamoDB emulator.');
  const config = readConfig({
    TABLE_NAME: TABLE,
    UPLOADS_BUCKET: BUCKET,
    DYNAMODB_ENDPOINT: target.dynamodbEndpoint,
  });
  const records = dynamoRecordStore(documentClient(config), TABLE);
  const holders = new Set<string>();
  let heldLast = Date.now();
  let watching = true;
  const polling = (async () => {
    while (watching) {
      const lease = await records
        .get(PUBLISH_LEASE.collection, PUBLISH_LEASE.id)
        .catch(() => undefined);
      if (lease) {
        holders.add(String(lease.holder));
        heldLast = Date.now();
      }
      await pause(POLL_MS);
    }
  })();
  return {
    runs: () => holders.size,
    /** Waits until no publish has run for a while (what was asked has been published). */
    async settle() {
      const until = Date.now() + LONGEST_SETTLE_MS;
      while (Date.now() - heldLast < QUIET_MS && Date.now() < until) await pause(POLL_MS);
    },
    /** Waits for a run beyond `count`; false when none came within the longest settle. */
    async runBeyond(count: number) {
      const until = Date.now() + LONGEST_SETTLE_MS;
      while (holders.size <= count && Date.now() < until) await pause(POLL_MS);
      return holders.size > count;
    },
    async stop() {
      watching = false;
      await polling;
    },
  };
};
