/**
 * The server renderer's bound on renders: at most `concurrency` run at once and `queue` wait; a
 * render asked for beyond that is refused at once (`RenderQueueFull`). Every render goes through it
 * — a page the cache must make or refresh, a not-found page, a page rendered without the cache —
 * so a flood of pages that cannot come from the cache (new searches, made-up paths) costs at most
 * that much work, and the pages the cache holds are still answered meanwhile. A refused request is
 * answered the last page made for its key, if the cache has one, else `503` with `Retry-After`
 * (`busyPage`).
 */

/** A render refused: `concurrency` renders run and `queue` wait already. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many pages are being rendered');
    this.name = 'RenderQueueFull';
  }
}

export interface RenderLimits {
  /** Renders at once (they overlap their API calls; the rendering itself takes the one thread). */
  concurrency: number;
  /** Renders waiting for a turn; one more is refused. */
  queue: number;
}

/**
 * Defaults for a 2-core machine running the API beside the renderer: a render is ~20 ms of this
 * process's one thread plus its API round trips, so 4 at once keep the thread busy while they
 * wait on the API, and 16 waiting are at most ~0.4 s of work ahead of a new request.
 */
export const DEFAULT_RENDER_LIMITS: RenderLimits = { concurrency: 4, queue: 16 };

/** Seconds a refused visitor is told to wait (`Retry-After`). */
export const BUSY_RETRY_AFTER_S = 5;

export function createRenderQueue(limits: RenderLimits = DEFAULT_RENDER_LIMITS) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const stats = { rendered: 0, refused: 0 };

  /** A finished render hands its place to the first one waiting, else frees it. */
  function next(): void {
    const first = waiting.shift();
    if (first) first();
    else running -= 1;
  }

  return {
    stats,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** Runs `render` in its turn, or rejects with RenderQueueFull at once when there is none. */
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) {
          stats.refused += 1;
          throw new RenderQueueFull();
        }
        // The finishing render hands its place over: `running` stays counted for this one.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        stats.rendered += 1;
        return await render();
      } finally {
        next();
      }
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;

const BUSY_TEXT = {
  en: {
    title: 'The shop is busy',
    text: 'The shop is busy right now. Please try again in a few seconds.',
  },
  bn: {
    title: 'দোকান এখন ব্যস্ত',
    text: 'দোকান এখন ব্যস্ত। কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  },
} as const;

/**
 * The small page of a refused render: both languages (the page's own first), no script, no
 * stylesheet, so it is right whatever the visitor reads and costs nothing to send.
 */
export function busyPage(language: 'en' | 'bn'): string {
  const order = language === 'bn' ? (['bn', 'en'] as const) : (['en', 'bn'] as const);
  const [first, second] = order;
  return [
    '<!doctype html>',
    `<html lang="${first}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${BUSY_TEXT[first].title} · ${BUSY_TEXT[second].title}</title></head>`,
    `<body><p lang="${first}">${BUSY_TEXT[first].text}</p>`,
    `<p lang="${second}">${BUSY_TEXT[second].text}</p></body></html>`,
    '',
  ].join('\n');
}
