import { describe, expect, it } from 'vitest';
import { counted, pluralOf } from './words';

describe('pluralOf and counted', () => {
  it("say the club's record names in the plural", () => {
    expect(['team member', 'about entry', 'sub-event', 'header', 'day'].map(pluralOf)).toEqual([
      'team members',
      'about entries',
      'sub-events',
      'headers',
      'days',
    ]);
    expect([counted(1, 'service'), counted(0, 'service'), counted(3, 'row')]).toEqual([
      '1 service',
      '0 services',
      '3 rows',
    ]);
  });
});
