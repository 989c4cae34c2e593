import { hashToken, looksLikeToken, newOpaqueToken } from './session-token';

describe('session tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const token = newOpaqueToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashToken(token)).toBe(hash);
  });

  it.each([undefined, '', 'short', { $gt: '' }, 'x'.repeat(43) + '=', 'a'.repeat(44)])('rejects %p as a token', (value) => {
    expect(looksLikeToken(value)).toBe(false);
  });
});
