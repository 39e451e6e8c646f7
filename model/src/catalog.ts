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

// The catalog is the one list of resources: what it imports it also hands on, with whatever
// else a resource's file exports (certificateCode, CONTACT_MESSAGES...). A new content type is
// its file under resources/ plus its lines here.
export * from './resources/about.js';
export * from './resources/achievement.js';
export * from './resources/advertisement.js';
export * from './resources/advisor.js';
export * from './resources/certificate.js';
export * from './resources/contact-message.js';
export * from './resources/counter.js';
export * from './resources/event.js';
export * from './resources/footer.js';
export * from './resources/service.js';
export * from './resources/slider.js';
export * from './resources/sub-event.js';
export * from './resources/team.js';
export * from './resources/testimonial.js';
export * from './resources/upper-header.js';

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

/** The folders of spec §3, one per resource with files: every upload lives under /Upload/image/<folder>/. */
export type UploadFolder = NonNullable<(typeof resources)[number]['uploadFolder']>;

export const resourceByName = (name: string): ResourceDefinition | undefined =>
  resources.find((r) => r.name === name);
