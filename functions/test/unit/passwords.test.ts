import { describe, expect, it } from 'vitest';
import { hashPassword, unmatchableHash, verifyPassword } from '../../src/lib/passwords.js';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password, and verifies only the right one', async () => {
    const first = await hashPassword('robotics-admin');
    const second = await hashPassword('robotics-admin');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toContain('robotics-admin');
    expect(first).not.toBe(second);
    expect(await verifyPassword('robotics-admin', first)).toBe(true);
    expect(await verifyPassword('robotics-admin ', first)).toBe(false);
    expect(await verifyPassword('robotics-admin', 'plain-text')).toBe(false);

    // The hash an unknown e-mail is checked against (admin-service.ts) costs as much to check.
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(parameters(await unmatchableHash())).toBe(parameters(first));
  });
});
