import { about } from './resources/about.js';
import { achievement } from './resources/achievement.js';
import { advertisement } from './resources/advertisement.js';
import { advisor } from './resources/advisor.js';
import { certificate } from './resources/certificate.js';
import { contactMessage } from './resources/contact-message.js';
import { counter } from './resources/counter.js';
import { event } from './resources/event.js';
import { footer } from './resources/footer.js';
import { service } from './resources/service.js';
import { slider } from './resources/slider.js';
import { subEvent } from './resources/sub-event.js';
import { team } from './resources/team.js';
import { testimonial } from './resources/testimonial.js';
import { upperHeader } from './resources/upper-header.js';
import type { ResourceDefinition } from './resource.js';

/** Every resource the administrator manages, in the order of the console menu. */
export const contentResources = [
  upperHeader,
  team,
  achievement,
  certificate,
  event,
  subEvent,
  advisor,
  counter,
  about,
  testimonial,
  service,
  footer,
  slider,
  advertisement,
] as const satisfies readonly ResourceDefinition[];

export const resources = [...contentResources, contactMessage] as const;

export type ResourceName = (typeof resources)[number]['name'];

export const resourceByName = (name: string): ResourceDefinition | undefined =>
  resources.find((r) => r.name === name);
