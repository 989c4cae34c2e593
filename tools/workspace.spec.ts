/** Workspace-wide invariants that a careless upgrade would break. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies };
const installedVersion = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

describe('workspace dependencies', () => {
  it('keeps every Nx package on one exact version, as installed', () => {
    const nxPackages = Object.keys(declared).filter(
      (name) => name === 'nx' || name.startsWith('@nx/'),
    );
    expect(nxPackages.length).toBeGreaterThan(1);
    const versions = new Set(nxPackages.map((name) => declared[name]));
    expect([...versions]).toHaveLength(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of nxPackages)
      expect(`${name}@${installedVersion(name)}`).toBe(`${name}@${version}`);
  });

  it('stays on mongoose 8 (the embedded database speaks wire version 8; mongoose 9 refuses it)', () => {
    expect(declared.mongoose).toMatch(/^\^8\./);
    expect(installedVersion('mongoose')).toMatch(/^8\./);
  });
});
