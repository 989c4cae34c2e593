/** The part of autocannon 8's programmatic API the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }

    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each request of `requests` (not for the top-level request). */
      setupRequest?: (request: Request) => Request;
    }

    interface Options extends Request {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Seconds. */
      timeout?: number;
      requests?: Request[];
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
    /** A run: awaitable for its result, and an event emitter while it runs. */
    interface Instance extends PromiseLike<Result> {
      on(event: 'response', listener: () => void): Instance;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
