import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { JWT_SECRET_MIN_LENGTH } from '../config';

/** Random bytes of a generated key (384 bits, above HS256's 256). */
export const GENERATED_KEY_BYTES = 48;

/** The HS256 key of the access tokens, and where it came from (for the start-up log line). */
export type JwtKey =
  | { source: 'env'; secret: string }
  | { source: 'file'; secret: string; path: string; created: boolean };

/**
 * JWT_SECRET when set; otherwise the key generated once for this installation and kept in
 * JWT_SECRET_FILE (created on first start). Never a value from the source code: a key anybody can
 * read lets anybody forge any user's access token, the admin's included.
 */
export async function resolveJwtKey(config: {
  JWT_SECRET?: string;
  JWT_SECRET_FILE: string;
}): Promise<JwtKey> {
  if (config.JWT_SECRET !== undefined) return { source: 'env', secret: config.JWT_SECRET };
  const { secret, created } = await loadOrCreateKeyFile(config.JWT_SECRET_FILE);
  return { source: 'file', secret, path: config.JWT_SECRET_FILE, created };
}

/**
 * Reads the key file, or creates it: 48 crypto-random bytes (base64url), mode 0600. Creation is
 * atomic and first-wins, so API instances starting at the same time end up with the same key: the
 * key is written whole to a temporary file of this process (`wx`), then hard-linked to its name,
 * which fails with EEXIST when another instance got there first — the loser reads the winner's file,
 * and nobody can ever read a half-written key.
 */
export async function loadOrCreateKeyFile(
  path: string,
): Promise<{ secret: string; created: boolean }> {
  const existing = await readKey(path);
  if (existing !== undefined) return { secret: existing, created: false };
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const secret = randomBytes(GENERATED_KEY_BYTES).toString('base64url');
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(temporary, path);
    return { secret, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readKey(path);
    if (winner === undefined)
      throw new Error(`JWT_SECRET_FILE ${path} vanished while it was being created`);
    return { secret: winner, created: false };
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

async function readKey(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(
      `JWT_SECRET_FILE ${path} holds fewer than ${JWT_SECRET_MIN_LENGTH} characters: delete it to have a new key generated, or set JWT_SECRET`,
    );
  }
  return secret;
}

/** Whether others than the owner may read the key file (worth a warning: anyone who can read it can forge tokens). */
export async function readableByOthers(path: string): Promise<boolean> {
  return ((await stat(path)).mode & 0o077) !== 0;
}
