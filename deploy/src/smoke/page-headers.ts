import { pageSecurityHeaders } from '@club/model';

/**
 * Whether a page came with the security headers the model defines for the site's and the
 * console's pages (model/src/security-headers.ts), which the CDN and the local gateway both
 * send.
 */

export interface PageHeaderExpectation {
  /** HSTS only over HTTPS, as the model says: the local stack is plain HTTP. */
  https: boolean;
  /**
   * The uploads bucket's origin, which the policy names in connect-src. A stage's is known from
   * its stack; the local stack's (the S3 emulator's port) is not, and any one origin stands in.
   */
  uploadsOrigin?: string;
}

// One token in the expected policy, matched by any one origin in the sent one.
const SOME_ORIGIN = '<uploads-origin>';
const ORIGIN = /^https?:\/\/[^\s/]+$/;

/** A Content-Security-Policy as its directives, each with its sources. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, new Set(sources)] as const),
  );

/** How a sent policy differs from the expected one, in words; empty when it is the same. */
const policyDifferences = (sent: string, expected: string) => {
  const have = directives(sent);
  const want = directives(expected);
  const differences: string[] = [];
  for (const [name, sources] of want) {
    const got = have.get(name);
    if (!got) {
      differences.push(`it has no ${name}`);
      continue;
    }
    const extra = [...got].filter((s) => !sources.has(s));
    const missing = [...sources].filter((s) => !got.has(s));
    const stand = missing.indexOf(SOME_ORIGIN);
    const standIn = extra.findIndex((s) => ORIGIN.test(s));
    if (stand >= 0 && standIn >= 0) {
      missing.splice(stand, 1);
      extra.splice(standIn, 1);
    }
    const lacking = missing.map((s) => (s === SOME_ORIGIN ? "the uploads bucket's address" : s));
    if (lacking.length > 0) differences.push(`its ${name} lacks ${lacking.join(' ')}`);
    if (extra.length > 0) differences.push(`its ${name} also allows ${extra.join(' ')}`);
  }
  for (const name of have.keys()) if (!want.has(name)) differences.push(`it adds ${name}`);
  return differences;
};

const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What is wrong with a page's security headers, one phrase per header ("X-Frame-Options is
 * missing"); empty when every header the model defines is there with its value.
 */
export const pageHeaderProblems = (
  headers: Headers,
  { https, uploadsOrigin }: PageHeaderExpectation,
): string[] => {
  const expected = pageSecurityHeaders({ https, uploadsOrigin: uploadsOrigin ?? SOME_ORIGIN });
  return Object.entries(expected).flatMap(([name, value]) => {
    const sent = headers.get(name);
    if (sent === null) return [`${name} is missing`];
    if (name === 'Content-Security-Policy') {
      const differences = policyDifferences(sent, value);
      return differences.length > 0
        ? [`${name} is not the site's policy (${differences.join(', ')})`]
        : [];
    }
    return normal(sent) === normal(value) ? [] : [`${name} is "${sent}", not "${value}"`];
  });
};
