import type { SiteRecord, subEvent } from '@club/model';
import { PAGES } from '../config/pages';

/** An event's page: its sub-events (spec §2, the Read More of an event card). */
export const eventPath = (title: string) =>
  `${PAGES.subEvents.path}?header=${encodeURIComponent(title)}`;

/** A sub-event's detail page, found by its header and its event's title. */
export const subEventPath = (s: Pick<SiteRecord<typeof subEvent>, 'header' | 'eventName'>) =>
  `${PAGES.subEventDetail.path}?${new URLSearchParams({ header: s.header, eventName: s.eventName })}`;

/** The id of a card on its page, so a link (the site search) can bring it into view. */
export const cardAnchor = (resource: string, id: string) => `${resource}-${id}`;
