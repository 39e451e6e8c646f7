import { describe, expect, it } from 'vitest';
import { counter, upperHeader } from '@club/model';
import {
  applyListQuery,
  compareText,
  listQuerySchema,
  rangeOf,
} from '../../src/domain/content/list-query.js';

const item = (id: string, title1: string, createdAt: string) => ({
  id,
  title1,
  value1: 1,
  createdAt,
});
const items = [
  item('a', 'Members 10', '2025-01-03'),
  item('b', 'members 9', '2025-01-01'),
  item('c', 'Awards', '2025-01-02'),
];

describe('list queries', () => {
  it('shows records in the order of spec §7 by default: newest first for counters, else oldest first', () => {
    expect(applyListQuery(counter, items, {}).page.map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(applyListQuery(upperHeader, items, {}).page.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps records added in the same millisecond in the order of their ids', () => {
    const same = ['demo-10', 'demo-9', 'demo-11'].map((id) => item(id, id, '2025-01-01'));
    expect(applyListQuery(upperHeader, same, {}).page.map((i) => i.id)).toEqual([
      'demo-9',
      'demo-10',
      'demo-11',
    ]);
  });

  it('sorts numbers within text naturally and without regard to case', () => {
    expect(
      applyListQuery(counter, items, { sort: ['title1', 'ASC'] }).page.map((i) => i.title1),
    ).toEqual(['Awards', 'members 9', 'Members 10']);
  });

  it('searches text fields and pages after filtering', () => {
    const result = applyListQuery(counter, items, {
      filter: { q: 'MEMBERS' },
      range: [1, 5],
      sort: ['title1', 'ASC'],
    });
    expect(result).toMatchObject({ start: 1, total: 2 });
    expect(result.page.map((i) => i.id)).toEqual(['a']);
  });

  it('parses the JSON query parameters react-admin sends and rejects malformed ones', () => {
    expect(listQuerySchema.parse({ sort: '["title1","DESC"]', range: '[0,9]' })).toEqual({
      sort: ['title1', 'DESC'],
      range: [0, 9],
    });
    expect(listQuerySchema.safeParse({ range: '[5,1]' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ range: '[0,-2]' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ filter: '{oops' }).success).toBe(false);
  });

  it('takes a page of no records (react-admin asks [0,-1]) as the total alone', () => {
    expect(listQuerySchema.parse({ range: '[0,-1]' })).toEqual({ range: [0, -1] });
    expect(applyListQuery(counter, items, { range: [0, -1] })).toEqual({
      page: [],
      start: 0,
      total: 3,
    });
  });

  it('takes a range as far as the list goes, and nothing past its end', () => {
    expect(rangeOf(undefined, 3)).toEqual([0, 3]);
    expect(rangeOf([1, 9], 3)).toEqual([1, 3]);
    expect(rangeOf([5, 9], 3)).toEqual([5, 5]);
    expect(rangeOf([0, -1], 3)).toEqual([0, 0]);
  });

  it('orders texts that differ only in case one way every time', () => {
    expect(compareText('Abc', 'abc')).not.toBe(0);
    expect(Math.sign(compareText('Abc', 'abc'))).toBe(-Math.sign(compareText('abc', 'Abc')));
    expect(compareText('item 9', 'Item 10')).toBeLessThan(0);
  });
});
