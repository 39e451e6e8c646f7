import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt baseline (N=2^17, r=8, p=1); stored with the hash so it can be raised later. */
export const SCRYPT_COST = 17;
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * Passwords hashed with scrypt at N = 2^cost. A stored hash names its own parameters, so a
 * hash of any cost is checked as it was made. Only the test stacks ask for less than
 * SCRYPT_COST (PASSWORD_COST): their hundreds of sign-ins took minutes of processor at 0.6 s
 * each, and what they test (who gets in, who is throttled) does not depend on the cost.
 */
export const scryptPasswords = (cost = SCRYPT_COST) => {
  const params = { N: 2 ** cost, r: 8, p: 1, maxmem: MAX_MEMORY };

  /** `scrypt$N$r$p$salt$hash`, base64url parts. */
  const hashPassword = async (password: string): Promise<string> => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  };

  const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await derive(password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  };

  let unmatchable: Promise<string> | undefined;

  /**
   * A hash that no password matches, made with the same parameters as a real one. A login
   * with an unknown e-mail is checked against it, so it costs the same scrypt work as a wrong
   * password and the answer's timing does not tell which part was wrong. Made once, when first
   * needed (it takes as long as one login).
   */
  const unmatchableHash = (): Promise<string> =>
    (unmatchable ??= hashPassword(randomBytes(32).toString('base64url')).catch((error: unknown) => {
      unmatchable = undefined;
      throw error;
    }));

  return { hashPassword, verifyPassword, unmatchableHash };
};

export const { hashPassword, verifyPassword, unmatchableHash } = scryptPasswords();
