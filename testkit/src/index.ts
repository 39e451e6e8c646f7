export * from './arbitraries.js';
export * from './chromium.js';
export * from './media.js';
export * from './raw-request.js';
export * from './routes.js';
