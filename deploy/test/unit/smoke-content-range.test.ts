import { describe, expect, it } from 'vitest';
import { parseContentRange } from '../../src/smoke/content-range.js';

describe("a console list's Content-Range", () => {
  it('reads the resource, the range and the total', () => {
    expect(parseContentRange('team 0-9/42')).toEqual({
      resource: 'team',
      first: 0,
      last: 9,
      total: 42,
    });
    expect(parseContentRange('sub-event 10-19/25')?.resource).toBe('sub-event');
  });

  it('takes the form the API gives an empty list', () => {
    expect(parseContentRange('team 0-0/0')).toEqual({
      resource: 'team',
      first: 0,
      last: 0,
      total: 0,
    });
  });

  it('finds nothing in a missing header or one of another form', () => {
    for (const header of [
      null,
      undefined,
      '',
      'team 0-9',
      'team 0-9/*',
      'bytes */42',
      '0-9/42',
      'team 9-0/42',
      'team 0-9/42 extra',
    ])
      expect({ header, range: parseContentRange(header) }).toEqual({ header, range: undefined });
  });
});
