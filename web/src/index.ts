/** What other packages (the browser tests) read of the site: its pages and their addresses. */
export { INDEXED_PAGES, PAGES, type SitePage } from './config/pages';
export { eventPath, subEventPath } from './lib/links';
