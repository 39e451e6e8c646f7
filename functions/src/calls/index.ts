/**
 * The messages between the club's functions, each one contract shared by the sender and the
 * receiver, and the one way of sending them (invoke.ts). Lean: no storage, no model of content
 * beyond what the media contract names.
 */
export * from './invoke.js';
export * from './issuer.js';
export * from './media.js';
export * from './publish.js';
