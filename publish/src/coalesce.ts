import type { RecordStore } from '@club/functions/reader';

/** The one publish running at a time: an item of the table, taken by a conditional write. */
export const PUBLISH_LEASE = { collection: 'publish-lease', id: 'pages' };

/**
 * A publish that died holding the lease gives it up after this long: just over the function's
 * timeout (serverless.yml, 120 s), past which no live run can still hold it.
 */
export const LEASE_MS = 130_000;

/** How long a caller that needs the pages made (a deploy, a start) waits for a running publish. */
export const LONGEST_WAIT_MS = 90_000;

/**
 * Publishes once for a burst of writes, however many asked (each write asks, the bulk issue
 * of 200 certificates 200 times). One run holds the lease at a time; an asker that finds it
 * held leaves, since the holder looks again when it is done: if the content moved on while it
 * published, it publishes again. So the last write of a burst is always published, and a burst
 * costs a publish or two rather than one per write.
 */
export const coalescedPublish = ({
  records,
  revision,
  publish,
  holder,
  now = () => Date.now(),
}: {
  records: Pick<RecordStore, 'get' | 'create' | 'replace' | 'remove'>;
  /** How far the content has come: changes with every write to it. */
  revision: () => Promise<number>;
  publish: () => Promise<void>;
  /** Who runs: the Lambda request's id. */
  holder: string;
  now?: () => number;
}) => {
  const take = async (takeOver: boolean) => {
    const held = await records.get(PUBLISH_LEASE.collection, PUBLISH_LEASE.id);
    const lease = {
      id: PUBLISH_LEASE.id,
      version: Number(held?.version ?? 0) + 1,
      holder,
      until: now() + LEASE_MS,
    };
    if (!held) return records.create(PUBLISH_LEASE.collection, lease);
    if (Number(held.until) > now() && !takeOver) return false;
    return records.replace(PUBLISH_LEASE.collection, lease, Number(held.version));
  };
  const release = async () => {
    const held = await records.get(PUBLISH_LEASE.collection, PUBLISH_LEASE.id);
    if (held?.holder === holder)
      await records.remove(PUBLISH_LEASE.collection, PUBLISH_LEASE.id, Number(held.version));
  };

  /**
   * Publishes unless another run is at it; `wait`: waits for that run (at most `waitMs`, then
   * leaves it the work), then publishes. `takeOver`: the caller knows no other run can be
   * alive (a local start, before its API serves), so a lease still held is one a stopped run
   * left, and is taken at once rather than waited out.
   */
  return async ({
    wait = false,
    takeOver = false,
    pollMs = 500,
    waitMs = LONGEST_WAIT_MS,
  } = {}): Promise<'published' | 'left to another'> => {
    const until = now() + waitMs;
    for (;;) {
      if (!(await take(takeOver))) {
        if (!wait || now() > until) return 'left to another';
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        continue;
      }
      let published: number;
      try {
        published = await revision();
        await publish();
      } finally {
        await release();
      }
      wait = false;
      takeOver = false;
      if ((await revision()) === published) return 'published';
    }
  };
};
