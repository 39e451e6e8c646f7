import { describe, expect, it } from 'vitest';
import { testApi } from '@club/functions/testing';
import { demoContent } from '@club/demo';
import { seedDemoContent } from '../src/seed.js';

const freshDeps = async (table: string) => (await testApi({ table })).deps;

const countsByResource = async (deps: Awaited<ReturnType<typeof freshDeps>>) => {
  const names = [...new Set(demoContent.map((e) => e.resource.name))];
  return Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, (await deps.records.list(n)).length])),
  );
};

const expectedCounts = () => {
  const counts: Record<string, number> = {};
  for (const entry of demoContent)
    counts[entry.resource.name] = (counts[entry.resource.name] ?? 0) + 1;
  return counts;
};

describe('the demo content', () => {
  it(
    'is added once, resumes without doubles after an interrupted first start, and deleted demo records stay deleted',
    { timeout: 60_000 },
    async () => {
      const deps = await freshDeps('seed-test');
      let created = 0;
      // The first start dies after five records, as if stopped with Ctrl-C while seeding.
      const dying = {
        ...deps.content,
        create: async (...args: Parameters<typeof deps.content.create>) => {
          if (created++ === 5) throw new Error('stopped');
          return deps.content.create(...args);
        },
      };
      await expect(seedDemoContent({ records: deps.records, content: dying })).rejects.toThrow(
        'stopped',
      );

      expect(await seedDemoContent(deps)).toBe(true);
      expect(await countsByResource(deps)).toEqual(expectedCounts());

      const [member] = await deps.records.list('team');
      await deps.content.remove(
        demoContent.find((e) => e.resource.name === 'team')!.resource,
        member!.id,
      );
      expect(await seedDemoContent(deps)).toBe(false);
      expect((await deps.records.list('team')).length).toBe(expectedCounts().team! - 1);
    },
  );
});
