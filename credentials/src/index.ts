export * from './context-names.js';
export * from './did-web.js';
export * from './open-badge.js';
export type { FetchJson } from './document-loader.js';
