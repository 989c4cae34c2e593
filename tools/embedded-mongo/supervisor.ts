/**
 * The embedded database under supervision (`npm start`, the browser tests' stack): when its process
 * ends without being asked to — killed, crashed, out of memory — the supervisor says so in one line
 * (exit code or signal), starts it again on the same port with the same data (the H2 file, which
 * the server commits before answering each write, so no acknowledged write is lost) and says when it
 * is back. Restarts back off: 0.5 s, then twice as long each time the server did not stay up for
 * STABLE_AFTER_MS, at most 30 s. The API needs no signal: the MongoDB driver reconnects to the same
 * address on its own (services/src/database.ts).
 */
import {
  describeExit,
  type EmbeddedMongo,
  type EmbeddedMongoOptions,
  startEmbeddedMongo,
} from './index';

export interface SupervisedMongoOptions extends EmbeddedMongoOptions {
  /** Receives the supervisor's lines: stopped, restarting, back, could not restart. */
  report?: (line: string) => void;
  /** First restart delay (default 500 ms); doubled while restarts do not last, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export interface SupervisedMongo extends EmbeddedMongo {
  /** How many times the server was started again. */
  readonly restarts: number;
  /** Resolves when the server is up again after `restarts` reached `count` (tests). */
  restarted(count: number): Promise<void>;
}

/** A server that stayed up this long counts as stable: the next restart starts from the first delay. */
export const STABLE_AFTER_MS = 30_000;

export async function startSupervisedMongo(
  options: SupervisedMongoOptions,
): Promise<SupervisedMongo> {
  const report = options.report ?? ((line: string) => console.log(line));
  const initialDelay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  let current = await startEmbeddedMongo(options);
  // From now on the same port: the API's connection string names it.
  const { port, host, uri, engine } = current;
  let stopping = false;
  let restarts = 0;
  let delay = initialDelay;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  const watch = (mongo: EmbeddedMongo, startedAt: number) => {
    void mongo.exited.then(async (exit) => {
      if (stopping || mongo !== current) return;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = initialDelay;
      report(
        `The embedded database stopped (${describeExit(exit)}); restarting it on port ${port} in ${seconds(delay)}...`,
      );
      for (let attempt = 1; !stopping; attempt++) {
        await sleep(delay);
        delay = Math.min(delay * 2, maxDelay);
        if (stopping) return;
        try {
          const next = await startEmbeddedMongo({ ...options, port });
          if (stopping) {
            await next.stop();
            return;
          }
          current = next;
          restarts += 1;
          report(
            `The embedded database is back at ${uri} (${options.backend === 'h2' ? 'data kept' : 'in memory: empty'}).`,
          );
          for (const waiter of waiting.filter((w) => w.count <= restarts)) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve();
          }
          watch(next, Date.now());
          return;
        } catch (error) {
          const why = String(error instanceof Error ? error.message : error).split('\n')[0];
          report(
            `The embedded database did not start again (attempt ${attempt}): ${why}; next try in ${seconds(delay)}.`,
          );
        }
      }
    });
  };
  watch(current, Date.now());

  return {
    uri,
    host,
    port,
    engine,
    get pid() {
      return current.pid;
    },
    get exited() {
      return current.exited;
    },
    get restarts() {
      return restarts;
    },
    restarted: (count) =>
      restarts >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

const seconds = (ms: number) => `${ms / 1000} s`;
