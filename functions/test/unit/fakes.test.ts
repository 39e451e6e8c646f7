import { describe, it } from 'vitest';
import {
  recordPagesContract,
  recordTableContract,
  stampTableContract,
} from '../fakes/contracts.js';
import { memoryRecordTable, memoryStampTable } from '../fakes/tables.js';

describe('the in-memory tables behave as DynamoDB does (list-pages.test.ts runs the same)', () => {
  it('records: conditional writes on the id and the version', async () => {
    await recordTableContract(memoryRecordTable(), 'counter');
  });

  it('records: pages in id order either way, from a key and within a range; counts', async () => {
    await recordPagesContract(memoryRecordTable(), 'audit/2030-01');
  });

  it('stamps: atomic notes, trimming, and stored orders replaced only by newer ones', async () => {
    await stampTableContract(memoryStampTable(), 'counter');
  });
});
