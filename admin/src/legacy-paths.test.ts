import { contentResources } from '@club/model';
import { describe, expect, it } from 'vitest';
import { legacyPaths, legacyTarget } from './legacy-paths';

describe('legacyPaths', () => {
  it('points every old path at the dashboard or a screen of a real resource', () => {
    const names = new Set<string>(contentResources.map((r) => r.name));
    for (const [, to] of legacyPaths) {
      const [, resource = '', view] = to.split('/');
      if (to === '/') continue;
      expect(names.has(resource), to).toBe(true);
      expect([undefined, 'create', ':id']).toContain(view);
    }
  });

  it('carries the id over', () => {
    expect(legacyTarget('/team/:id', 'a b')).toBe('/team/a%20b');
    expect(legacyTarget('/team/create')).toBe('/team/create');
  });
});
