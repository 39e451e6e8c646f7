import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminPath } from '@club/model';
import { documentClient, dynamoRecordStore, ensureTable, readConfig } from '@club/functions';
import { testApi } from '@club/functions/testing';
import { coalescedPublish } from '@club/publish';
import { laggingReplica } from './support/lagging-replica.js';

/**
 * The reads a decision rests on are strongly consistent: with DynamoDB's replicas a moment
 * behind (a stand-in in front of dynalite answers eventually consistent reads from before),
 * the last write of a burst is still published, and a session logged out stays out.
 */

let replica: Awaited<ReturnType<typeof laggingReplica>>;
beforeAll(async () => {
  replica = await laggingReplica(inject('emulatorEnv').DYNAMODB_ENDPOINT!);
});
afterAll(() => replica.close());

describe('reads that decide', () => {
  it("publishes a burst's last edit though the replicas have not yet seen the lease given up", async () => {
    const config = readConfig({
      ...inject('emulatorEnv'),
      TABLE_NAME: 'consistent-reads-lease',
      DYNAMODB_ENDPOINT: replica.endpoint,
    });
    await ensureTable(config);
    const records = dynamoRecordStore(documentClient(config), config.TABLE_NAME);
    replica.catchUp();

    let revision = 1;
    const published: number[] = [];
    let finishFirst = () => {};
    let firstStarted = () => {};
    const started = new Promise<void>((done) => (firstStarted = done));
    const publishRun = (holder: string) =>
      coalescedPublish({
        records,
        revision: async () => revision,
        holder,
        publish: async () => {
          published.push(revision);
          if (published.length > 1) return;
          firstStarted();
          await new Promise<void>((done) => (finishFirst = done));
        },
      });

    const first = publishRun('first')();
    await started;
    // The burst's last edit, while the first publish runs: its ask finds the lease held and
    // leaves the work to the holder, which looks again when it is done.
    revision += 1;
    expect(await publishRun('last edit')()).toBe('left to another');
    // The replicas stop at the lease held; the holder gives it up and looks again.
    replica.lag();
    finishFirst();
    expect(await first).toBe('published');
    expect(published).toEqual([1, 2]);
  });

  it('refuses a session once logged out, though the replicas still hold it', async () => {
    replica.catchUp();
    const api = await testApi({
      table: 'consistent-reads-sessions',
      env: { DYNAMODB_ENDPOINT: replica.endpoint },
    });
    const cookie = await api.login();
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(200);
    replica.lag();
    expect((await api.call('POST', adminPath('logout'), { cookie })).status).toBe(200);
    expect((await api.call('GET', adminPath('protected'), { cookie })).status).toBe(401);
    replica.catchUp();
  });
});
