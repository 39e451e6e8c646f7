import { describe, expect, it } from 'vitest';
import {
  event,
  FORMER_TITLES_FIELD,
  FORMER_TITLES_KEPT,
  formerTitlesAfter,
  subEvent,
  team,
  withFormerTitles,
} from '../src/index.js';

const titles = (...list: string[]) => list.map((title) => ({ title }));

describe("an event's former titles", () => {
  it('gain the title it had when it is renamed', () => {
    expect(formerTitlesAfter(event, { title: 'Robo Fest' }, { title: 'Robo Fest 2026' })).toEqual(
      titles('Robo Fest'),
    );
  });

  it('stay as they were when an edit leaves the title alone', () => {
    const before = { title: 'B', description: 'old', [FORMER_TITLES_FIELD]: titles('A') };
    expect(formerTitlesAfter(event, before, { title: 'B', description: 'new' })).toEqual(
      titles('A'),
    );
  });

  it('give up the title it takes back, and keep each title once, where it was last', () => {
    const before = { title: 'C', [FORMER_TITLES_FIELD]: titles('A', 'B') };
    expect(formerTitlesAfter(event, before, { title: 'A' })).toEqual(titles('B', 'C'));
    const again = { title: 'B', [FORMER_TITLES_FIELD]: titles('B', 'A', 'C') };
    expect(formerTitlesAfter(event, again, { title: 'D' })).toEqual(titles('A', 'C', 'B'));
  });

  it(`keep the last ${FORMER_TITLES_KEPT} only`, () => {
    let item: Record<string, unknown> = { title: 'title 0' };
    for (let n = 1; n <= FORMER_TITLES_KEPT + 5; n++)
      item = withFormerTitles(event, item, { ...item, title: `title ${n}` });
    const kept = item[FORMER_TITLES_FIELD] as { title: string }[];
    expect(kept).toHaveLength(FORMER_TITLES_KEPT);
    expect(kept[0]).toEqual({ title: 'title 5' });
    expect(kept.at(-1)).toEqual({ title: `title ${FORMER_TITLES_KEPT + 4}` });
  });

  it('ignore what was never an address, or is not a title (a value sent by a client)', () => {
    const before = { title: '', [FORMER_TITLES_FIELD]: ['A', { title: 7 }, null, { title: 'B' }] };
    expect(formerTitlesAfter(event, before, { title: 'C' })).toEqual(titles('B'));
  });
});

describe("a sub-event's former titles", () => {
  it('are its event and header together, whichever changed', () => {
    const race = { eventName: 'Robo Fest', header: 'Sand Race' };
    const renamed = withFormerTitles(subEvent, race, { ...race, header: 'Dune Race' });
    const moved: Record<string, unknown> = withFormerTitles(subEvent, renamed, {
      ...renamed,
      eventName: 'Robo Fest 2026',
    });
    expect(moved[FORMER_TITLES_FIELD]).toEqual([
      { eventName: 'Robo Fest', header: 'Sand Race' },
      { eventName: 'Robo Fest', header: 'Dune Race' },
    ]);
  });
});

it('are kept only for records with a page of their own', () => {
  const member = { id: 't1', name: 'Nusrat' };
  expect(withFormerTitles(team, member, { ...member, name: 'Nusrat Jahan' })).not.toHaveProperty(
    FORMER_TITLES_FIELD,
  );
});
