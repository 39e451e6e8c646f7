/** What the checks need of the publisher beside its function: the lease a crash can leave behind. */
export { coalescedPublish, LEASE_MS, PUBLISH_LEASE } from './coalesce.js';
