import { createHash } from 'node:crypto';
import type { Passwords } from '../../src/domain/accounts/sign-in.js';

export const UNMATCHABLE = 'fake$unmatchable';

/**
 * Hashes in microseconds where scrypt takes most of a second: the service's rules are what
 * these tests check (lib/passwords.ts has its own). Keeps the hash each check was against.
 */
export const fakePasswords = () => {
  const checkedAgainst: string[] = [];
  const hash = (password: string) =>
    `fake$${createHash('sha256').update(password.normalize('NFKC')).digest('base64url')}`;
  const passwords: Passwords = {
    hashPassword: async (password) => hash(password),
    async verifyPassword(password, stored) {
      checkedAgainst.push(stored);
      return hash(password) === stored;
    },
    unmatchableHash: async () => UNMATCHABLE,
  };
  return { passwords, checkedAgainst };
};
