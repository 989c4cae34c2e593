import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check before touching the database: base64url of 32 bytes. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What a rotated token's record keeps of its successor, for the reuse grace window. */
export interface SealedSuccessor {
  token: string;
  expiresAt: Date;
}

const SEAL_INFO = 'shop refresh successor';

/** AES-256-GCM key derived from a refresh token: only a holder of that token can open the seal. */
function sealKey(token: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), SEAL_INFO, 32),
  );
}

/**
 * Encrypts the successor of `token` under a key derived from `token` itself. The database then holds
 * neither token in a usable form (it has only `token`'s SHA-256), yet whoever presents `token` again
 * within the grace window can be given the very same successor.
 */
export function sealSuccessor(token: string, successor: SealedSuccessor): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const plain = JSON.stringify({ t: successor.token, e: successor.expiresAt.getTime() });
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** Opens a seal made by sealSuccessor with the same token; undefined for any other token or a damaged seal. */
export function openSuccessor(token: string, sealed: string): SealedSuccessor | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
    const { t, e } = JSON.parse(plain) as { t: unknown; e: unknown };
    if (!looksLikeToken(t) || typeof e !== 'number') return undefined;
    return { token: t, expiresAt: new Date(e) };
  } catch {
    return undefined;
  }
}
