import { CLUB_NAME } from '@club/model';

/** A page of the site with an address of its own (spec §2). */
export interface SitePage {
  path: string;
  /** The page's one h1. */
  heading: string;
  /** The tab title, before '| DIU Robotics Club'; the home page has the club's name alone. */
  title?: string;
  /** The navbar's link to the page, for the pages the navbar lists (spec §2). */
  nav?: string;
  /** What search engines show for the page; a page with one is listed in sitemap.xml. */
  description?: string;
}

/**
 * The site's pages, in the navbar's order: the one table the routes, the navbar, the site
 * search's links, the page titles, the sitemap (web/vite.config.ts) and the browser specs read.
 * Plain data with no JSX or CSS, so the build and the specs can import it.
 */
export const PAGES = {
  home: {
    path: '/',
    heading: `Welcome to ${CLUB_NAME}`,
    nav: 'Home',
    description:
      'DIU Robotics Club: the university robotics club. Meet the team, explore our events, services and achievements, and get in touch.',
  },
  about: {
    path: '/about',
    heading: 'About Us',
    title: 'About',
    nav: 'About',
    description: 'Who we are: the story, people and numbers of DIU Robotics Club.',
  },
  team: {
    path: '/team',
    heading: 'Expert Team Members',
    title: 'Team',
    nav: 'Team',
    description: 'The expert team members who lead DIU Robotics Club, with their contact links.',
  },
  service: {
    path: '/service',
    heading: 'Awesome Quality Services',
    title: 'Services',
    nav: 'Service',
    description:
      'Workshops, mentoring, embedded systems and programming: what DIU Robotics Club offers.',
  },
  achievements: {
    path: '/achivement',
    heading: 'Our Achievements',
    title: 'Achievements',
    // Spelt as the club spells it.
    nav: 'Achivement',
    description: 'Contests won and awards earned by the members of DIU Robotics Club.',
  },
  events: {
    path: '/event',
    heading: 'Latest Event',
    title: 'Events',
    nav: 'Event',
    description:
      'The latest events of DIU Robotics Club: festivals, bootcamps, contests and workshops.',
  },
  subEvents: {
    path: '/subevent',
    heading: 'Sub Events',
    title: 'Sub Events',
    description:
      'Contests and workshops within the events of DIU Robotics Club, with registration links.',
  },
  // One sub-event, found by the query (?header=...&eventName=...); it names itself after it.
  subEventDetail: { path: '/subevent/oneevent', heading: 'Event details' },
  testimonials: {
    path: '/testimonial',
    heading: 'What People Say',
    title: 'Testimonials',
    description: 'What teachers, alumni and sponsors say about DIU Robotics Club.',
  },
  contact: {
    path: '/contact',
    heading: 'Contact Us',
    title: 'Contact',
    nav: 'Contact',
    description: 'Send DIU Robotics Club a message, or find our address, phone number and e-mail.',
  },
} as const satisfies Record<string, SitePage>;

export type PageName = keyof typeof PAGES;

const pages: readonly SitePage[] = Object.values(PAGES);

/** Spec §2: the navbar's links, in order. */
export const NAV_LINKS = pages.flatMap(({ path, nav }) => (nav ? [{ to: path, label: nav }] : []));

/** The pages search engines are told of (sitemap.xml): those with a description of their own. */
export const INDEXED_PAGES = pages.filter((p) => p.description);
