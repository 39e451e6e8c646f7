// Spec §8's words for the sub-event screens, shown by their pages and by their 404 pages alike.
export const EVENT_MESSAGES = {
  /** /subevent?header=<a title no event has, or one with no sub-events>. */
  noEvents: 'No events found.',
  /** /subevent/oneevent without its header. */
  noHeader: 'No event header provided.',
  /** /subevent/oneevent?header=<a sub-event that is not there>. */
  notFound: 'Event not found.',
  failed: 'Failed to load event.',
} as const;
