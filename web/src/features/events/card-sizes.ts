/**
 * The width of a card's picture in .event-grid (columns of at least 18rem, 24 px gaps) across
 * the container (1200 px less 2 × 20 px padding): one column, two from 640 px, three from
 * 952 px (371 px at 1200 and up). Event and sub-event cards share the grid.
 */
export const EVENT_CARD_SIZES =
  '(min-width: 1200px) 371px, (min-width: 952px) calc(33.3vw - 29px), ' +
  '(min-width: 640px) calc(50vw - 32px), calc(100vw - 40px)';
