import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, two passes and one lane', async () => {
    const hash = await hashPassword('Admin#2026');
    const [, algorithm, version, params] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    expect(params.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(hash).not.toContain('Admin#2026');
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Customer#2026');
    await expect(verifyPassword(hash, 'Customer#2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'customer#2026')).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });
});
