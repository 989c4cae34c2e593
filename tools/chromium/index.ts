/**
 * The browsers the tools and tests drive: Debian's Chromium (Playwright's own browser download is
 * not available on these machines), with the flags it needs to run headless in these containers.
 */

/**
 * Debian's `chromium`, the full browser: what the benchmarks measure (Lighthouse, the bytes of a
 * page), what runs the browser tests that read a PDF in a tab (its PDF viewer), and what a person
 * looks at the shop with.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Debian's `chromium-headless-shell`, the same Chromium build (one
 * source package and version) without the browser's windows and UI — the headless browser
 * Playwright itself runs tests on. The full browser's headless mode still builds a window, its
 * compositor and its own UI pages for every browser context: 0.51 s of CPU a context against 0.13
 * with the shell, and a third less CPU for the whole of two spec files (61.7 → 41.0 s, the shop's
 * servers included), on a machine whose two cores the test run keeps busy. `E2E_CHROMIUM_PATH`
 * names another (`/usr/bin/chromium` to run the tests on the full browser); so does
 * `CHROMIUM_PATH`, which moves both.
 */
export const TEST_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
