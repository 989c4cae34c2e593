/**
 * Starts a MongoDB-compatible server for development and tests when MONGODB_URI is not set.
 *
 * The server is mongo-java-server (Maven Central, de.bwaldvogel): the memory backend for tests,
 * the H2 backend (one file on disk) for `npm start`. Its jars are resolved with Maven on first use
 * and the launcher (EmbeddedMongo.java, IdLookups.java) is compiled with javac; nothing binary is
 * committed.
 *
 * mongo-java-server answers a query through an index only when the query names exactly that
 * index's fields, so every conditional update by `_id` (`{_id, status: 'pending'}`) read the whole
 * collection. The launcher gives it collections that look such a query up by its `_id` first (an
 * equality or `$in`) and match the rest against those documents only (IdLookups.java): the answers
 * are MongoDB's, and the cost of an order's update no longer grows with the number of orders.
 *
 * When MONGOD_BINARY (or MONGOMS_SYSTEM_BINARY) points at a real `mongod`, that is used instead.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ServerLogFilter } from './server-log';

export type EmbeddedBackend = 'memory' | 'h2';

export interface EmbeddedMongoOptions {
  backend: EmbeddedBackend;
  /** 0 or omitted: a free port. */
  port?: number;
  host?: string;
  /** Where the H2 backend keeps its file (default: <repo>/.data). */
  dataDir?: string;
  /** Install a JDK and Maven with apt-get when missing and running as root (tests, CI). */
  installMissing?: boolean;
  /** Receives the server's own log lines. */
  log?: (line: string) => void;
}

export interface EmbeddedMongo {
  uri: string;
  host: string;
  port: number;
  /** 'mongo-java-server' or the path of the real mongod that runs. */
  engine: string;
  /** The server's process id. */
  pid: number | undefined;
  /** Settles when the server process ends, for any reason (stop() included). */
  exited: Promise<ProcessExit>;
  stop(): Promise<void>;
}

/** How a server process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `exit code 1` / `signal SIGKILL`. */
export function describeExit({ code, signal }: ProcessExit): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<ProcessExit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Java or Maven is missing: the message says how to get them (no stack trace for the user). */
export class EmbeddedMongoSetupError extends Error {
  override name = 'EmbeddedMongoSetupError';
}

const HERE = __dirname;
const REPO_ROOT = path.resolve(HERE, '..', '..');
const TARGET = path.join(HERE, 'target');
const CLASSPATH_FILE = path.join(TARGET, 'classpath.txt');
const CLASSES = path.join(TARGET, 'classes');
const SOURCE_DIR = path.join(HERE, 'src/main/java/shop/tools');
/** The launcher and the collections it gives the server (IdLookups.java), compiled together. */
const SOURCES = fs
  .readdirSync(SOURCE_DIR)
  .filter((name) => name.endsWith('.java'))
  .map((name) => path.join(SOURCE_DIR, name));
const MAIN_CLASS = 'shop.tools.EmbeddedMongo';
const START_TIMEOUT_MS = 60_000;
const IGNORED_INDEX = /adding secondary index .* is not yet implemented/;
const IGNORED_INDEX_NOTE =
  'mongo-java-server keeps unique indexes but ignores secondary (non-unique) ones; a real MongoDB builds them.';

export const HOW_TO_GET_JAVA = [
  'The embedded MongoDB (used when MONGODB_URI is not set) needs a Java 17+ JDK and Maven.',
  '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless maven',
  '  macOS:         brew install openjdk@17 maven',
  'Or point the shop at your own MongoDB: MONGODB_URI=mongodb://localhost:27017/shop npm start',
].join('\n');

export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const mongod = process.env.MONGOD_BINARY || process.env.MONGOMS_SYSTEM_BINARY;
  if (mongod) return startRealMongod(mongod, host, options);

  const classpath = prepareEmbeddedMongo({ installMissing: options.installMissing });
  const args = [
    '-Xss1m',
    '-Dorg.slf4j.simpleLogger.defaultLogLevel=warn',
    '-Dorg.slf4j.simpleLogger.logFile=System.err',
    '-cp',
    `${CLASSES}${path.delimiter}${classpath}`,
    MAIN_CLASS,
    '--backend',
    options.backend,
    '--host',
    host,
    '--port',
    String(options.port ?? 0),
  ];
  if (options.backend === 'h2') {
    const dataDir = path.resolve(options.dataDir ?? path.join(REPO_ROOT, '.data'));
    args.push('--file', path.join(dataDir, 'shop.mv'));
  }

  const child = spawn('java', args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = exitOf(child);
  const port = await waitForReady(child, options);
  return {
    uri: `mongodb://${host}:${port}`,
    host,
    port,
    engine: 'mongo-java-server',
    pid: child.pid,
    exited,
    stop: () => stopChild(child, () => child.stdin.end()),
  };
}

/**
 * Makes sure Java, Maven, the server's jars and the compiled launcher are present; returns the
 * dependency classpath. Safe to call from several processes at once.
 */
export function prepareEmbeddedMongo(opts: { installMissing?: boolean } = {}): string {
  ensureJdkAndMaven(Boolean(opts.installMissing));
  return withLock(path.join(os.tmpdir(), 'shop-embedded-mongo.lock'), () => {
    fs.mkdirSync(TARGET, { recursive: true });
    const pom = path.join(HERE, 'pom.xml');
    if (!isFresh(CLASSPATH_FILE, [pom]) || !classpathJarsExist()) {
      const tmp = `${CLASSPATH_FILE}.${process.pid}`;
      run(
        'mvn',
        ['-q', '-B', '-f', pom, 'dependency:build-classpath', `-Dmdep.outputFile=${tmp}`],
        'Maven could not resolve mongo-java-server',
      );
      fs.renameSync(tmp, CLASSPATH_FILE);
    }
    const classpath = fs.readFileSync(CLASSPATH_FILE, 'utf8').trim();
    const compiled = path.join(CLASSES, 'shop/tools/EmbeddedMongo.class');
    if (!isFresh(compiled, [...SOURCES, CLASSPATH_FILE])) {
      run(
        'javac',
        ['-cp', classpath, '-d', CLASSES, ...SOURCES],
        'javac could not compile the embedded MongoDB launcher',
      );
    }
    return classpath;
  });
}

function ensureJdkAndMaven(installMissing: boolean): void {
  const missing = ['java', 'javac', 'mvn'].filter(
    (cmd) => !commandWorks(cmd, cmd === 'mvn' ? ['-v'] : ['-version']),
  );
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (installMissing && isRoot && commandWorks('apt-get', ['--version'])) {
    console.log(`Installing ${missing.join(', ')} for the embedded MongoDB (apt-get)...`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const result = spawnSync(
      'apt-get',
      ['install', '-y', '-qq', 'openjdk-17-jdk-headless', 'maven'],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (
      result.status === 0 &&
      ['java', 'javac', 'mvn'].every((c) => commandWorks(c, c === 'mvn' ? ['-v'] : ['-version']))
    ) {
      return;
    }
  }
  throw new EmbeddedMongoSetupError(`Not found: ${missing.join(', ')}.\n${HOW_TO_GET_JAVA}`);
}

function commandWorks(cmd: string, args: string[]): boolean {
  const result = spawnSync(cmd, args, { stdio: 'ignore' });
  return result.status === 0;
}

function run(cmd: string, args: string[], what: string): void {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-15)
      .join('\n');
    throw new EmbeddedMongoSetupError(`${what} (${cmd} exited with ${result.status}).\n${output}`);
  }
}

function isFresh(file: string, inputs: string[]): boolean {
  if (!fs.existsSync(file)) return false;
  const built = fs.statSync(file).mtimeMs;
  return inputs.every((input) => fs.statSync(input).mtimeMs <= built);
}

function classpathJarsExist(): boolean {
  const classpath = fs.readFileSync(CLASSPATH_FILE, 'utf8').trim();
  return classpath.length > 0 && classpath.split(path.delimiter).every((jar) => fs.existsSync(jar));
}

/** A cross-process lock on a directory; stale locks (a crashed holder) expire after 5 minutes. */
function withLock<T>(lockDir: string, fn: () => T): T {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lockDir, { throwIfNoEntry: false })!.mtimeMs;
      if (age > 5 * 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline)
        throw new EmbeddedMongoSetupError(`Timed out waiting for ${lockDir}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function waitForReady(
  child: ChildProcessWithoutNullStreams,
  options: EmbeddedMongoOptions,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const stderr: string[] = [];
    const timer = setTimeout(
      () => fail(`did not start within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      const text = stderr.join('\n');
      const hint = /BindException|Address already in use/.test(text)
        ? `port ${options.port} is already in use (set MONGO_PORT to another port, or stop what uses it)`
        : why;
      reject(
        new EmbeddedMongoSetupError(
          `The embedded MongoDB failed: ${hint}\n${stderr.slice(-10).join('\n')}`,
        ),
      );
    };
    let toldAboutIndexes = false;
    // Client errors come as Java stack traces: a disconnect says nothing, others one line.
    const serverLog = new ServerLogFilter((line) => {
      if (IGNORED_INDEX.test(line)) {
        // One line per index is noise: say it once. Real MongoDB builds these indexes.
        if (!toldAboutIndexes) options.log?.(IGNORED_INDEX_NOTE);
        toldAboutIndexes = true;
        return;
      }
      options.log?.(line);
    });
    readline
      .createInterface({ input: child.stderr })
      .on('line', (line) => {
        stderr.push(line);
        if (stderr.length > 50) stderr.shift(); // only the last lines explain a failed start
        serverLog.push(line);
      })
      .on('close', () => serverLog.flush());
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const ready = /^READY .*:(\d+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      } else {
        options.log?.(line);
      }
    });
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });
}

function stopChild(child: ChildProcessWithoutNullStreams, politely: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const term = setTimeout(() => child.kill('SIGTERM'), 5_000);
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(term);
      clearTimeout(kill);
      resolve();
    });
    child.removeAllListeners('error');
    politely();
  });
}

async function startRealMongod(
  binary: string,
  host: string,
  options: EmbeddedMongoOptions,
): Promise<EmbeddedMongo> {
  const port = options.port || (await freePort(host));
  const dbPath =
    options.backend === 'h2'
      ? path.resolve(options.dataDir ?? path.join(REPO_ROOT, '.data'), 'mongod')
      : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-mongod-'));
  fs.mkdirSync(dbPath, { recursive: true });
  const child = spawn(binary, ['--port', String(port), '--bind_ip', host, '--dbpath', dbPath], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => options.log?.(chunk.toString().trim()));
  const exited = exitOf(child);
  await waitForPort(host, port, child);
  return {
    uri: `mongodb://${host}:${port}`,
    host,
    port,
    engine: binary,
    pid: child.pid,
    exited,
    stop: async () => {
      await stopChild(child, () => child.kill('SIGTERM'));
      if (options.backend === 'memory') fs.rmSync(dbPath, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await freePorts(1, host);
  return port;
}

/**
 * `count` different ports nothing listens on right now. Every probe stays open until all are
 * chosen: probing one at a time and closing each lets the kernel hand the same port out twice,
 * and two servers of one stack then fail with EADDRINUSE.
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const server = net.createServer();
      servers.push(server);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, host, () => resolve((server.address() as net.AddressInfo).port));
        }),
      );
    }
    return ports;
  } finally {
    await Promise.all(
      servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

async function waitForPort(
  host: string,
  port: number,
  child: ChildProcessWithoutNullStreams,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new EmbeddedMongoSetupError(`mongod exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new EmbeddedMongoSetupError(
    `mongod did not listen on ${host}:${port} within ${START_TIMEOUT_MS / 1000} s`,
  );
}
