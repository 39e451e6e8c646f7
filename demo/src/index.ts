export * from './demo-content.js';
export * from './demo-entry.js';
export * from './demo-events.js';
export * from './demo-images.js';
export * from './demo-people.js';
export * from './demo-site.js';
export * from './demo-video.js';
export * from './webm.js';
