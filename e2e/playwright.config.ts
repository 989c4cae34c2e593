import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from '@shop/tools/chromium';

/**
 * Spec files that change what the whole shop serves while they run, or take the one spare port:
 * - releases of the remotes (every page loads the published one), and the spare shell's port;
 * - the delivery rate table and the risk rule (every quote and order check reads them);
 * - new products (they lead the lists other files read), and accounts promoted to admin.
 * Every other file makes its own customers and orders and may run beside any other (the
 * accessibility audits too: beside two other files on a machine at load 6–12 the admin
 * dashboard's 27 took 1.7 min; their limit, 8 min, is a hang guard).
 */
const EXCLUSIVE = [
  'releases',
  'remote-release',
  'shell-release-fallback',
  'remote-failure',
  'ssr',
  'delivery-charges',
  'risk-check',
  'admin',
  'product-edit',
  'product-variants',
  'variant-photos',
].map((name) => `**/${name}.spec.ts`);

/**
 * Spec files that open a PDF in a new tab (the admin's Invoice and Label buttons) and read it from
 * there: Chromium's PDF viewer shows it, as in a visitor's browser. The headless shell the other
 * files run on has no viewer (its tab downloads the PDF instead), so these run on the full browser,
 * beside the shared files.
 */
const PDF_VIEWER = ['order-documents', 'shipping-journey'].map((name) => `**/${name}.spec.ts`);

/** The command line names spec files (or lines in them): only those run. */
const NAMED_FILES = process.argv.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg));

export default defineConfig({
  testDir: './src',
  globalSetup: './global-setup.ts',
  // Two workers, one spec file each at a time: a browser test mostly waits (for pages, animations
  // and the API), so one worker kept half a core busy. A third, tried once with the machine at
  // load 13–20, ran the shared files in 1 078 s (about 1 150 s with two on a quiet machine) and
  // made five tests flaky (taps and scroll positions racing hydration). The files that change
  // what every page shows run afterwards, one at a time (EXCLUSIVE above).
  // `E2E_WORKERS` overrides it (e.g. 1 to watch one file after another).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The run ends by naming the spec files that took longest (over 30 s each), with their time.
  reportSlowTests: { max: 10, threshold: 30_000 },
  outputDir: './test-results',
  projects: [
    { name: 'shared', testIgnore: [...EXCLUSIVE, ...PDF_VIEWER] },
    {
      name: 'full-browser',
      testMatch: PDF_VIEWER,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] } },
    },
    // After the others (a failure there skips these: the run is red either way), on one worker.
    // A run of named files (`playwright test src/ssr.spec.ts`) runs just those: a dependency
    // would first run every file of `shared`.
    {
      name: 'exclusive',
      testMatch: EXCLUSIVE,
      dependencies: NAMED_FILES ? [] : ['shared', 'full-browser'],
      workers: 1,
    },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace for every test (`retain-on-failure`) streams screenshots all along: in CI
    // that kept Chromium's GPU and browser processes busy with a whole core and made the run ~20 %
    // slower. There a failed test is run again, with its trace (`on-first-retry`).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
});
