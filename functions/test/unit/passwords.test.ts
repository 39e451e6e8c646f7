import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import {
  hashPassword,
  scryptPasswords,
  unmatchableHash,
  verifyPassword,
} from '../../src/lib/passwords.js';

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

  it('checks each stored hash at its own cost, and hashes at the full cost unless told otherwise', async () => {
    const cheap = scryptPasswords(12);
    const cheapHash = await cheap.hashPassword('robotics-admin');
    expect(cheapHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('robotics-admin', cheapHash)).toBe(true);
    expect(await cheap.verifyPassword('robotics-admin', await hashPassword('robotics-admin'))).toBe(
      true,
    );
    expect((await cheap.unmatchableHash()).split('$')[1]).toBe('4096');

    const site = { TABLE_NAME: 't', UPLOADS_BUCKET: 'b' };
    expect(readConfig(site).PASSWORD_COST).toBe(17);
    expect(readConfig({ ...site, PASSWORD_COST: '' }).PASSWORD_COST).toBe(17);
    expect(() => readConfig({ ...site, PASSWORD_COST: '4' })).toThrow(/PASSWORD_COST/);
  });
});
