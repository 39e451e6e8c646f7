import type { DemoEntry } from './demo-entry.js';
import { demoEvents, demoSubEvents } from './demo-events.js';
import { demoAdvisors, demoTeam, demoTestimonials } from './demo-people.js';
import {
  demoAbout,
  demoAchievements,
  demoAdvertisements,
  demoCertificates,
  demoCounters,
  demoFooter,
  demoServices,
  demoSlides,
  demoUpperHeaders,
} from './demo-site.js';

/** In display order: the site shows the first records of some collections (header strip, footer). */
export const demoContent: DemoEntry[] = [
  ...demoUpperHeaders,
  ...demoFooter,
  ...demoCounters,
  ...demoServices,
  ...demoAbout,
  ...demoSlides,
  ...demoTeam,
  ...demoTestimonials,
  ...demoEvents,
  ...demoSubEvents,
  ...demoAdvisors,
  ...demoAchievements,
  ...demoCertificates,
  ...demoAdvertisements,
];
