/** The club's name as the navbar, the footer and the page titles show it. */
export const SITE_NAME = 'DIU Robotics Club';

/** Spec §9: the scroll-to-top button appears after scrolling more than this many pixels. */
export const SCROLL_TOP_THRESHOLD = 300;

/** Spec §2: the navbar links, in order ('Achivement' is spelt as the club spells it). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/team', label: 'Team' },
  { to: '/service', label: 'Service' },
  { to: '/achivement', label: 'Achivement' },
  { to: '/event', label: 'Event' },
  { to: '/contact', label: 'Contact' },
] as const;
