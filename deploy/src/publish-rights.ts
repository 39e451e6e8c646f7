import { ISSUER_COLLECTION, publishedResources, WITHDRAWN_FILES_COLLECTION } from '@club/model';

/**
 * The parts of the content table the publish function's role names (publish-role.yml): read by
 * deploy/cloudformation/from-model.cjs while Serverless resolves the template. The role may not
 * read the rest of the table: the administrator's account and the sessions are in it.
 */

// The table's own collections besides the resources' (functions/src/storage/stamp-table.ts,
// publish/src/coalesce.ts). checks/test/deploy-package.test.ts runs the packaged function
// under the role, so a renamed collection fails there rather than in AWS.
const LIST_STAMPS = 'list-stamp';
const PUBLISH_LEASE = 'publish-lease';

/**
 * The partitions a publish reads: what the pages show, each collection's list stamp (how far
 * it has come), and the lease that lets one publish run at a time.
 */
export const publishReads = () => [
  ...publishedResources.map((d) => d.name),
  // The club's public keys and signed status list (never its secret key: that is in SSM).
  ISSUER_COLLECTION,
  LIST_STAMPS,
  PUBLISH_LEASE,
  // Stored files taken out of service, whose addresses the CDN must drop.
  WITHDRAWN_FILES_COLLECTION,
];

/**
 * What a publish writes: its lease (publish/src/coalesce.ts), and the entries of withdrawn
 * files it has had the CDN drop, which it removes.
 */
export const publishWrites = () => [PUBLISH_LEASE, WITHDRAWN_FILES_COLLECTION];
