import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('canasta-demo');
    expect(await verifyPassword(hash, 'canasta-demo')).toBe(true);
    expect(await verifyPassword(hash, 'canasta-demo ')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('uses argon2id with the OWASP parameters and a fresh salt each time', async () => {
    const a = await hashPassword('secreto');
    const b = await hashPassword('secreto');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    const parsed = parseOptions(a);
    expect(parsed.memoryCost).toBe(19456);
    expect(parsed.timeCost).toBe(2);
    expect(parsed.parallelism).toBe(1);
  });

  it('answers false for malformed or empty hashes instead of throwing', async () => {
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
