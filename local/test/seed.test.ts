import { describe, expect, it } from 'vitest';
import { testApi } from '@club/functions/testing';
import { demoContent } from '@club/demo';
import { fileFields, fileKey, slider, storedFilesOf, variantsOf } from '@club/model';
import { seedDemoContent } from '../src/seed.js';

type Deps = Awaited<ReturnType<typeof testApi>>['deps'];

const countsByResource = async (deps: Deps) => {
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
  it('is added once, each picture with its smaller copies, resumes without doubles after an interrupted first start, and deleted demo records stay deleted', async () => {
    const api = await testApi({ table: 'seed-test' });
    const { deps } = api;
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

    // The demo pictures went through the media processor: each has the copies its name
    // promises (a 1920 px slide has three), stored beside it.
    const named: string[] = [];
    for (const d of new Set(demoContent.map((e) => e.resource)))
      for (const item of await deps.records.list(d.name))
        for (const field of fileFields(d))
          if (item[field])
            named.push(...storedFilesOf(String(item[field])).map((f) => fileKey(d, f)));
    const stored = await api.storedFiles('Upload/image/');
    expect(stored).toEqual(expect.arrayContaining(named));
    const [slide] = await deps.records.list(slider.name);
    expect(variantsOf(String(slide!.image))).toHaveLength(3);

    const [member] = await deps.records.list('team');
    await deps.content.remove(
      demoContent.find((e) => e.resource.name === 'team')!.resource,
      member!.id,
      { email: 'admin@club.test' },
    );
    expect(await seedDemoContent(deps)).toBe(false);
    expect((await deps.records.list('team')).length).toBe(expectedCounts().team! - 1);
  });
});
