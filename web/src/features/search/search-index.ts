import { achievement, event, recordsOf, subEvent, team, type SiteData } from '@club/model';
import { PAGES } from '../../config/pages';
import { cardAnchor, eventPath, subEventPath } from '../../lib/links';

export interface SearchEntry {
  kind: 'Event' | 'Sub-event' | 'Team member' | 'Achievement';
  title: string;
  detail: string;
  to: string;
  /** Everything a visitor might type to find it, folded for comparison. */
  words: string;
}

// Case and accents do not matter: 'robo' finds 'Robo', 'zoe' finds 'Zoë'.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const entry = (e: Omit<SearchEntry, 'words'>, ...text: string[]): SearchEntry => ({
  ...e,
  words: fold([e.title, e.detail, ...text].join(' ')),
});

/** What the navbar search looks through: events, sub-events, team members and achievements. */
export const searchIndex = (site: SiteData): SearchEntry[] => [
  ...recordsOf(site, event).map((e) =>
    entry({ kind: 'Event', title: e.title, detail: '', to: eventPath(e.title) }, e.description),
  ),
  ...recordsOf(site, subEvent).map((s) =>
    entry(
      { kind: 'Sub-event', title: s.header, detail: s.eventName, to: subEventPath(s) },
      s.description1,
      s.description2,
    ),
  ),
  ...recordsOf(site, team).map((m) =>
    entry(
      {
        kind: 'Team member',
        title: m.name,
        detail: m.position,
        to: `${PAGES.team.path}#${cardAnchor(team.name, m.id)}`,
      },
      m.description,
    ),
  ),
  ...recordsOf(site, achievement).map((a) =>
    entry(
      {
        kind: 'Achievement',
        title: a.title,
        detail: a.maintitle,
        to: `${PAGES.achievements.path}#${cardAnchor(achievement.name, a.id)}`,
      },
      a.description1,
      a.description2,
      a.description3,
    ),
  ),
];

/** The entries holding every word of the query, titles that match first. */
export const searchSite = (index: readonly SearchEntry[], query: string, limit = 8) => {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const hits = index.filter((e) => terms.every((t) => e.words.includes(t)));
  const inTitle = (e: SearchEntry) => terms.every((t) => fold(e.title).includes(t));
  return [...hits.filter(inTitle), ...hits.filter((e) => !inTitle(e))].slice(0, limit);
};
