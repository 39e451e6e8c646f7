import type { Actor } from '../../src/domain/content/record-history.js';

/** Who the tests' changes are made by, as a route names the signed-in administrator. */
export const ADMIN_ACTOR: Actor = { email: 'admin@club.test', address: '203.0.113.7' };
