/**
 * mongo-java-server logs every client error with a Java stack trace of about 20 lines, including a
 * client that merely went away ('java.net.SocketException: Connection reset' at every Ctrl-C of
 * `npm start` and after every load run). This filter sits between the server's stderr and the
 * launcher's log: a disconnect says nothing, any other client error says one line.
 */

/** The first line of a client error: `[worker] ERROR …MongoExceptionHandler - exception for client 9c2b40d9`. */
const CLIENT_ERROR = /MongoExceptionHandler - exception for client (\S+)/;
/** The lines of a Java stack trace after its first one. */
const STACK_LINE = /^\s+at |^\s+\.\.\. \d+ more$|^Caused by: |^\s+Suppressed: /;
/** A client that closed its connection abruptly (reset, or gone while the server wrote to it). */
const DISCONNECT = /(SocketException|IOException|NativeIoException).*(Connection reset|Broken pipe)/;

/** A trace is complete when no line has followed for this long (its lines come in one burst). */
const TRACE_IDLE_MS = 100;

export class ServerLogFilter {
  /** The client error whose stack trace is being read: its client id and exception line. */
  private pending: { client: string; exception?: string } | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly emit: (line: string) => void) {}

  /** Takes one line of the server's stderr. */
  push(line: string): void {
    const header = CLIENT_ERROR.exec(line);
    if (header) {
      this.flush();
      this.pending = { client: header[1] };
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
    if (!pending || DISCONNECT.test(pending.exception ?? '')) return;
    this.emit(`Embedded MongoDB: client ${pending.client} failed: ${pending.exception ?? 'unknown error'}`);
  }

  /** The last trace of a burst is followed by nothing: end it once the server has been quiet a moment. */
  private flushWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.flush(), TRACE_IDLE_MS);
    this.idleTimer.unref();
  }
}
