/**
 * mongo-java-server logs every client error with a Java stack trace of about 20 lines, including a
 * client that merely went away ('java.net.SocketException: Connection reset' at every Ctrl-C of
 * `npm start` and after every load run), and every error *answer* to a command, with the same
 * trace ('failed to handle {…}'), including the answers a client expects and handles: a collection
 * that already exists (`NamespaceExists`, mongoose creating its collections at every start), a
 * duplicate key (`E11000`: a unique index doing its job, e.g. two sign-ins racing to create one
 * login-limit record), an index or collection that is not there. Both come from the same logger as
 * the server's real failures, so no log level can tell them apart; this filter, between the
 * server's stderr and the launcher's log, does:
 * - a disconnect, or an expected answer (EXPECTED_ANSWER): nothing;
 * - any other client error or error answer: one line, without the stack;
 * - everything else — the server's own failures ('Unknown error!', a failed start) — as it is,
 *   stack trace included.
 */

/** The first line of a client error: `[worker] ERROR …MongoExceptionHandler - exception for client 9c2b40d9`. */
const CLIENT_ERROR = /MongoExceptionHandler - exception for client (\S+)/;
/** The first line of an error answer: `[worker] ERROR …MongoWireProtocolHandler - failed to handle {"create" : "users", …}`. */
const FAILED_COMMAND = /ERROR \S+ - failed to handle \{"(\w+)"/;
/**
 * Error answers that are part of normal work, by their exception line: NamespaceExists (48),
 * NamespaceNotFound (26), IndexNotFound (27), duplicate key (11000, 11001), and the errors the
 * server itself marks silent (`MongoSilentServerException`, e.g. dropping a missing collection).
 */
const EXPECTED_ANSWER =
  /^de\.bwaldvogel\.mongo\.exception\.(MongoSilentServerException|\w+: \[Error (48|26|27|11000|11001)\])/;
/** The lines of a Java stack trace after its first one. */
const STACK_LINE = /^\s+at |^\s+\.\.\. \d+ more$|^Caused by: |^\s+Suppressed: /;
/** A client that closed its connection abruptly (reset, or gone while the server wrote to it). */
const DISCONNECT =
  /(SocketException|IOException|NativeIoException).*(Connection reset|Broken pipe)/;

/** A trace is complete when no line has followed for this long (its lines come in one burst). */
const TRACE_IDLE_MS = 100;

export class ServerLogFilter {
  /** The client error or error answer whose stack trace is being read: what failed and its exception line. */
  private pending: { client?: string; command?: string; exception?: string } | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly emit: (line: string) => void) {}

  /** Takes one line of the server's stderr. */
  push(line: string): void {
    const header = CLIENT_ERROR.exec(line);
    const failed = header ? undefined : FAILED_COMMAND.exec(line);
    if (header || failed) {
      this.flush();
      this.pending = header ? { client: header[1] } : { command: failed![1] };
      return this.flushWhenIdle();
    }
    if (this.pending) {
      if (this.pending.exception === undefined) {
        this.pending.exception = line.trim();
        return this.flushWhenIdle();
      }
      if (STACK_LINE.test(line)) return this.flushWhenIdle();
      this.flush();
    }
    this.emit(line);
  }

  /** Ends the client error being read (at the next other line, after a quiet moment, or when stderr closes). */
  flush(): void {
    clearTimeout(this.idleTimer);
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    const exception = pending.exception ?? 'unknown error';
    if (pending.client !== undefined) {
      if (!DISCONNECT.test(exception))
        this.emit(`Embedded MongoDB: client ${pending.client} failed: ${exception}`);
    } else if (!EXPECTED_ANSWER.test(exception)) {
      this.emit(
        `Embedded MongoDB: ${pending.command} answered ${exception.replace(/^de\.bwaldvogel\.mongo\.exception\./, '')}`,
      );
    }
  }

  /** The last trace of a burst is followed by nothing: end it once the server has been quiet a moment. */
  private flushWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.flush(), TRACE_IDLE_MS);
    this.idleTimer.unref();
  }
}
