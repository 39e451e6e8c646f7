import { publishedResources } from '@club/model';
import { listStamps, type ListStampsOptions } from '../../src/domain/content/list-stamps.js';
import { notedRecordStore } from '../../src/domain/content/noted-records.js';
import { publishingOnWrite } from '../../src/domain/content/publishing-records.js';
import type { Log } from '../../src/domain/log.js';
import { memoryRecordTable, memoryStampTable, type Turn } from './tables.js';

/** A log that keeps what it was told, for the tests that check what is reported. */
export const memoryLog = () => {
  const lines: string[] = [];
  const log: Log = {
    warn: (message: string) => void lines.push(`warn: ${message}`),
    error: (message: string) => void lines.push(`error: ${message}`),
  } as Log;
  return { log, lines };
};

/**
 * The API's RecordStore with only the table in memory: the records' conditional writes and
 * the lists' stamps work exactly as over DynamoDB (the same domain code notes every write).
 */
export const memoryRecordStore = ({
  turn,
  ...stampOptions
}: ListStampsOptions & { turn?: Turn } = {}) => {
  const table = memoryRecordTable(turn);
  const stamps = memoryStampTable(turn);
  const { log } = memoryLog();
  // Each time the store asks for the pages to be published, as the API asks the publish function.
  const publishes = { asked: 0 };
  const records = publishingOnWrite(
    notedRecordStore(table, listStamps(stamps, stampOptions), { log }),
    {
      collections: new Set(publishedResources.map((d) => d.name)),
      request: async () => void (publishes.asked += 1),
    },
  );
  return { records, table, stamps, publishes };
};
