/**
 * The site's fixed pages with the words search engines show for them. Plain data: the build
 * reads it for the sitemap (web/vite.config.ts), the pages for their meta description.
 */
export const PAGES = {
  home: {
    path: '/',
    description:
      'DIU Robotics Club: the university robotics club. Meet the team, explore our events, services and achievements, and get in touch.',
  },
  about: {
    path: '/about',
    description: 'Who we are: the story, people and numbers of DIU Robotics Club.',
  },
  team: {
    path: '/team',
    description: 'The expert team members who lead DIU Robotics Club, with their contact links.',
  },
  service: {
    path: '/service',
    description:
      'Workshops, mentoring, embedded systems and programming: what DIU Robotics Club offers.',
  },
  achievements: {
    path: '/achivement',
    description: 'Contests won and awards earned by the members of DIU Robotics Club.',
  },
  events: {
    path: '/event',
    description:
      'The latest events of DIU Robotics Club: festivals, bootcamps, contests and workshops.',
  },
  subEvents: {
    path: '/subevent',
    description:
      'Contests and workshops within the events of DIU Robotics Club, with registration links.',
  },
  testimonials: {
    path: '/testimonial',
    description: 'What teachers, alumni and sponsors say about DIU Robotics Club.',
  },
  contact: {
    path: '/contact',
    description: 'Send DIU Robotics Club a message, or find our address, phone number and e-mail.',
  },
} as const;
