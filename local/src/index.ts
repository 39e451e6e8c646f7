/** What the checks and the browser tests drive: the whole stack `npm start` runs. */
export { ROOT, startStack, type Stack } from './stack.js';
export { BUCKET, TABLE } from './stack-names.js';
export { CLIENT_TIMEOUTS } from './front-door.js';
export { startOffline, type Offline } from './offline.js';
export { openSite } from './transfer/site.js';
export { publishNow } from './publish-pages.js';
