export * from './admin-account.js';
export * from './catalog.js';
export * from './club.js';
export * from './fields.js';
export * from './messages.js';
export * from './paths.js';
export * from './record-meta.js';
export * from './references.js';
export * from './resource.js';
export * from './schema.js';
export * from './security-headers.js';
export * from './site-data.js';
export * from './storable.js';
export * from './text.js';
export * from './uploads.js';
export { about } from './resources/about.js';
export { achievement } from './resources/achievement.js';
export { advertisement } from './resources/advertisement.js';
export { advisor } from './resources/advisor.js';
export { certificate, certificateCode } from './resources/certificate.js';
export {
  contactMessage,
  CONTACT_HONEYPOT,
  CONTACT_MESSAGES,
  CONTACT_STATUSES,
  type ContactStatus,
} from './resources/contact-message.js';
export { counter } from './resources/counter.js';
export { event } from './resources/event.js';
export { footer } from './resources/footer.js';
export { service } from './resources/service.js';
export { slider } from './resources/slider.js';
export { subEvent } from './resources/sub-event.js';
export { team } from './resources/team.js';
export { testimonial } from './resources/testimonial.js';
export { upperHeader } from './resources/upper-header.js';
