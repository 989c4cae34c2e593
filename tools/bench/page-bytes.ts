/**
 * Loads a page of the shop in headless Chromium (Debian's, through Playwright) with an empty cache
 * and records what it downloads. Shared by `tools/bench/web.ts` and `tools/webpack/measure-shared.ts`.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';

/**
 * Playwright's own signal handlers are off: the caller closes the browser in its cleanup, in order
 * with everything else it started (Playwright would otherwise exit the process on Ctrl-C first).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

export interface RecordedResponse {
  url: string;
  /** Playwright's resource type: document, script, stylesheet, fetch, xhr, image, font, ... */
  resourceType: string;
  status: number;
  /** The decoded body; null when the browser kept none (redirects, aborted requests). */
  body: Buffer | null;
  /** Body bytes as received over the network (compressed when the server compressed them). */
  encodedBytes: number;
  /** The `Content-Encoding` the server answered with (`gzip`), or '' for none. */
  contentEncoding: string;
}

export interface LoadPageOptions {
  /** CSS selector that appears once the page shows its content. */
  readySelector: string;
  /**
   * CSS selector of a failure the page shows instead of its content (a remote that did not load,
   * an API error). Matching it rejects with a PageRenderError. Omitted: any ready state counts.
   */
  errorSelector?: string;
  /** Which responses to record; all when omitted. */
  include?: (response: Response) => boolean;
  timeoutMs?: number;
}

/** The page did not show its content (or showed an error instead). */
export class PageRenderError extends Error {
  override name = 'PageRenderError';
}

/**
 * Opens `url` in a fresh browser context (an empty cache and no cookies, like a first visit straight
 * to that page), waits until its content or a failure is on screen and no request has been in
 * flight for 500 ms, and returns the responses it received.
 */
export async function loadPage(
  browser: Browser,
  url: string,
  options: LoadPageOptions,
): Promise<RecordedResponse[]> {
  const timeout = options.timeoutMs ?? 60_000;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    const network = watchNetwork(page);
    const recorded: Array<Promise<RecordedResponse>> = [];
    page.on('response', (response) => {
      if (options.include && !options.include(response)) return;
      recorded.push(recordResponse(response));
    });

    await page.goto(url);
    const settled = [options.readySelector, options.errorSelector].filter(Boolean).join(', ');
    try {
      // The shell's `.remote-loading` placeholder stands while a remote's code is on its way.
      await page.waitForFunction(
        (selector) =>
          !document.querySelector('.remote-loading') && !!document.querySelector(selector),
        settled,
      );
    } catch (error) {
      throw new PageRenderError(
        `${url} did not show "${options.readySelector}" within ${timeout / 1000} s: ${String(error)}`,
      );
    }
    if (options.errorSelector) {
      const failure = page.locator(options.errorSelector).first();
      if ((await failure.count()) > 0) {
        const text =
          (await failure.innerText()).trim().replace(/\s+/g, ' ') ||
          ((await failure.getAttribute('alt')) ?? '');
        throw new PageRenderError(`${url} showed an error instead of its content: "${text}"`);
      }
    }
    await network.quiet(QUIET_MS, timeout);
    return await Promise.all(recorded);
  } finally {
    await context.close();
  }
}

/** How long no request may be in flight before a page counts as loaded (Playwright's networkidle). */
const QUIET_MS = 500;

/**
 * Follows the requests in flight. Playwright's `waitForLoadState('networkidle')` cannot serve here:
 * it resolves at once when the page was idle once before, e.g. before the API answered and the
 * product images were requested, so what a page loads after it renders would be missed.
 */
function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs: number, timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new PageRenderError(
            `${page.url()} kept loading for ${timeoutMs / 1000} s (${pending})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function recordResponse(response: Response): Promise<RecordedResponse> {
  const body = await response.body().catch(() => null);
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  return {
    url: response.url(),
    resourceType: response.request().resourceType(),
    status: response.status(),
    body,
    encodedBytes: sizes?.responseBodySize ?? body?.length ?? 0,
    contentEncoding: (response.headers()['content-encoding'] ?? '').toLowerCase(),
  };
}

/**
 * The gzip size of a response: what went over the network when the server gzipped it (the shop's
 * static server does whenever the browser accepts it), otherwise the body gzipped here with zlib's
 * defaults, so a figure never depends on whether a server compresses.
 */
export function gzipBytes(response: RecordedResponse): number {
  if (response.contentEncoding === 'gzip' && response.encodedBytes > 0) {
    return response.encodedBytes;
  }
  return response.body ? gzipSync(response.body).length : 0;
}
