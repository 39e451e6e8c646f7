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
import type { ContentRecord, ResourceDefinition } from './resource.js';

export * from './admin-account.js';
export * from './fields.js';
export * from './messages.js';
export * from './resource.js';
export * from './schema.js';
export * from './text.js';
export * from './uploads.js';
export { certificateCode } from './resources/certificate.js';
export {
  about,
  achievement,
  advertisement,
  advisor,
  certificate,
  contactMessage,
  counter,
  event,
  footer,
  service,
  slider,
  subEvent,
  team,
  testimonial,
  upperHeader,
};

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

export type TeamMember = ContentRecord<typeof team>;
export type Footer = ContentRecord<typeof footer>;
export type UpperHeader = ContentRecord<typeof upperHeader>;
