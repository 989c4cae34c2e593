import { hashToken, looksLikeToken, newOpaqueToken, openSuccessor, sealSuccessor } from './session-token';

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

describe('sealed successors (refresh grace window)', () => {
  const expiresAt = new Date('2026-12-24T10:00:00.000Z');

  it('open with the token they were sealed with, and only with it', () => {
    const token = newOpaqueToken();
    const successor = newOpaqueToken();
    const sealed = sealSuccessor(token, { token: successor, expiresAt });
    expect(sealed).not.toContain(successor);
    expect(openSuccessor(token, sealed)).toEqual({ token: successor, expiresAt });
    expect(openSuccessor(newOpaqueToken(), sealed)).toBeUndefined();
  });

  it('refuse a damaged seal', () => {
    const token = newOpaqueToken();
    const sealed = sealSuccessor(token, { token: newOpaqueToken(), expiresAt });
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(openSuccessor(token, bytes.toString('base64url'))).toBeUndefined();
    expect(openSuccessor(token, 'not a seal')).toBeUndefined();
  });
});
