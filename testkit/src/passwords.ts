/**
 * scrypt's cost for the test stacks' password hashes (N = 2^12, about 10 ms a hash, where the
 * site's 2^17 takes 0.6 s): the suites sign in hundreds of times, and who gets in or is
 * throttled does not depend on the cost. The site and every deploy keep the full cost.
 */
export const TEST_PASSWORD_COST = 12;
