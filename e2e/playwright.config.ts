import { defineConfig } from '@playwright/test';

/** Debian's chromium; Playwright's own browser download is not available on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './src',
  globalSetup: './global-setup.ts',
  // One worker: the whole shop runs on this machine's two cores beside the browser.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace for every test (`retain-on-failure`) streams screenshots all along: in CI
    // that kept Chromium's GPU and browser processes busy with a whole core and made the run ~20 %
    // slower. There a failed test is run again, with its trace (`on-first-retry`).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
