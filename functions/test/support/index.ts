export * from './api.js';
export * from './counter.js';
export * from './events.js';
export * from './files.js';
export * from './member.js';
export * from './uploads-media.js';
export * from './uploads.js';
