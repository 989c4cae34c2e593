import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateKeyFile, resolveJwtKey } from './jwt-key';

describe('the JWT key', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'jwt-key-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is JWT_SECRET when set (no file is touched)', async () => {
    const path = join(dir, 'jwt-secret');
    expect(await resolveJwtKey({ JWT_SECRET: 'y'.repeat(40), JWT_SECRET_FILE: path })).toEqual({
      source: 'env',
      secret: 'y'.repeat(40),
    });
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is otherwise generated once, crypto-random (48 bytes), into a 0600 file in a new folder, and kept', async () => {
    const path = join(dir, 'data', 'jwt-secret');
    const first = await resolveJwtKey({ JWT_SECRET_FILE: path });
    expect(first).toEqual({
      source: 'file',
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{64}$/),
      path,
      created: true,
    });
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(48);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await readFile(path, 'utf8')).trim()).toBe(first.secret);
    const second = await resolveJwtKey({ JWT_SECRET_FILE: path });
    expect(second).toEqual({ ...first, created: false });
    // Another installation gets another key.
    expect((await loadOrCreateKeyFile(join(dir, 'other'))).secret).not.toBe(first.secret);
  });

  it('is the same for every instance starting at once: one creates the file, the others read it', async () => {
    const path = join(dir, 'jwt-secret');
    const results = await Promise.all(Array.from({ length: 20 }, () => loadOrCreateKeyFile(path)));
    expect(new Set(results.map((r) => r.secret)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await readFile(path, 'utf8')).trim()).toBe(results[0].secret);
  });

  it('uses a key file put there by the operator, and refuses one too short to be a key', async () => {
    const path = join(dir, 'jwt-secret');
    await writeFile(path, `${'k'.repeat(40)}\n`, { mode: 0o600 });
    expect(await loadOrCreateKeyFile(path)).toEqual({ secret: 'k'.repeat(40), created: false });
    await writeFile(path, '');
    await expect(loadOrCreateKeyFile(path)).rejects.toThrow(
      `JWT_SECRET_FILE ${path} holds fewer than 32 characters`,
    );
  });
});
