import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { ConfigValidationError } from '../src/config';

const SERVICES = join(__dirname, '..');

/** Starts src/main.ts (through tsx: no build needed) with exactly the given environment. */
function startMain(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(SERVICES, 'src/main.ts')], {
    cwd: SERVICES,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('configuration validation at start-up', () => {
  it('refuses to create the app without MONGODB_URI, naming it', async () => {
    const saved = process.env.MONGODB_URI;
    delete process.env.MONGODB_URI;
    try {
      await expect(createApp({ logger: false })).rejects.toThrow(ConfigValidationError);
      await expect(createApp({ logger: false })).rejects.toThrow(/MONGODB_URI is required/);
    } finally {
      if (saved !== undefined) process.env.MONGODB_URI = saved;
    }
  });

  it('stops main.ts with one line naming MONGODB_URI, exit code 1 and no stack trace', () => {
    const run = startMain({});
    expect(run.status).toBe(1);
    const stderr = run.stderr.trim();
    expect(stderr).toBe('Invalid configuration: MONGODB_URI is required (a mongodb:// or mongodb+srv:// URI)');
  });

  it('names every malformed variable in that line', () => {
    const run = startMain({ MONGODB_URI: 'http://localhost:27017', API_PORT: 'abc' });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('MONGODB_URI must be a mongodb:// or mongodb+srv:// URI');
    expect(lines[0]).toContain('API_PORT must be a port number from 0 to 65535 (got "abc")');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
